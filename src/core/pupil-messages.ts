import { PUPIL_IMPORT_MAX } from './pupil-list';

// Pupils without email (issue 51): every refusal a teacher meets here, by error code, in the words
// they see (the SPA's class pages register them).
export const PUPIL_ERROR_MESSAGES = {
  'classes.pupil_list_unreadable': 'Berkas tidak dapat dibaca. Simpan daftar sebagai XLSX atau CSV, atau tempel nama-namanya.',
  'classes.pupil_list_wrong_type': 'Jenis berkas tidak didukung. Gunakan XLSX atau CSV.',
  'classes.pupil_list_too_large': 'Berkas terlalu besar (maks. 512 KB).',
  'classes.pupil_list_invalid': `Daftar belum bisa dibuat: periksa pesan di setiap baris (maks. ${PUPIL_IMPORT_MAX} siswa sekali tambah).`,
  'classes.pupils_just_created': 'Daftar ini baru saja dibuat untuk kelas ini. Untuk kartu baru, atur ulang password siswa.',
  'classes.pupil_not_found': 'Akun siswa ini tidak ditemukan di kelas ini.',
  'classes.pupil_numbers_used_up': 'Nomor akun siswa untuk kode kelas ini sudah habis. Perbarui kode kelas, lalu coba lagi.',
} as const;
export type PupilErrorCode = keyof typeof PUPIL_ERROR_MESSAGES;
