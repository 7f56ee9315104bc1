// Issue 35: the limits and refusal texts of classes and assignments that the SPA's forms and
// pages need too, apart from core/classes.ts's request schemas so that a learner's page does not
// load zod with them. core/classes.ts re-exports them.
export const CLASS_NAME_MAX_LENGTH = 80;
export const ASSIGNMENT_TITLE_MAX_LENGTH = 120;
export const ASSIGNMENT_MAX_PROBLEMS = 100;
// Classes one teacher may have, archived ones included (issue 49.5): archiving keeps a class's rows,
// so only counting them bounds what one account can make the server keep. Five classes a year
// for twenty years.
export const CLASSES_PER_TEACHER_MAX = 100;

// Every refusal a teacher or learner can meet here, by error code, in the words they see.
export const CLASS_ERROR_MESSAGES = {
  'classes.not_found': 'Kelas tidak ditemukan.',
  'classes.archived': 'Kelas ini sudah diarsipkan.',
  'classes.member_not_found': 'Siswa ini bukan anggota kelas.',
  'classes.code_not_found': 'Kode kelas tidak ditemukan atau sudah tidak berlaku.',
  'classes.own_class': 'Anda adalah guru kelas ini.',
  'classes.removed': 'Anda telah dikeluarkan dari kelas ini oleh guru. Minta guru Anda untuk menambahkan Anda kembali.',
  'classes.removal_not_found': 'Siswa ini tidak ada di daftar siswa yang dikeluarkan.',
  'classes.limit_reached': `Anda sudah punya ${CLASSES_PER_TEACHER_MAX} kelas (termasuk yang diarsipkan), batas untuk satu guru.`,
  'assignments.not_found': 'Tugas tidak ditemukan.',
  'assignments.due_in_past': 'Tenggat harus setelah waktu sekarang.',
  'assignments.problems_not_found': 'Ada soal yang tidak ditemukan atau belum terbit.',
  'assignments.subtopic_empty': 'Subtopik ini belum punya soal yang terbit.',
} as const;
export type ClassErrorCode = keyof typeof CLASS_ERROR_MESSAGES;
