import { CONTENT_IN_USE_CODE } from '../../core/content-usage';
import { QUESTION_PHOTO_DELETED_TEXT } from '../../core/question-status';
import { THEORY_CATEGORY_FIXED_MESSAGE, THEORY_CATEGORY_NAME } from '../../core/theory-category';
import { ApiError } from './api-client';
import { getErrorMessage, registerErrorMessages } from './error-messages';
// The admin's figure upload fails with the image codes.
import './image-error-messages';

// Loaded with the admin area (admin-routes.tsx): their server error codes in Indonesian.
registerErrorMessages({
  'admin.problem_not_found': 'Soal tidak ditemukan!',
  // Two saves met in the database (server/http/error-handler.ts): nothing was written.
  'server.write_conflict': 'Ada perubahan lain pada saat yang sama; tidak ada yang tersimpan. Silakan simpan lagi.',
  // A submission whose answer was lost, sent again after an edit (docs/decisions/036): the first may have been saved.
  'request.idempotency_key_reused': 'Kiriman sebelumnya mungkin sudah tersimpan. Periksa daftar, lalu kirim lagi bila perlu.',
  'admin.category_not_found': 'Kategori tidak ditemukan!',
  'admin.topic_not_found': 'Topik tidak ditemukan!',
  'admin.subtopic_not_found': 'Subtopik tidak ditemukan!',
  'admin.theory_category_fixed': THEORY_CATEGORY_FIXED_MESSAGE,
  'admin.theory_category_exists': `Nama '${THEORY_CATEGORY_NAME}' hanya untuk kategori teori yang sudah ada.`,
  'admin.difficulty_order_changed': 'Statistik soal berubah sejak urutan ini ditampilkan; tidak ada yang diubah. Periksa urutan terbaru, lalu terapkan lagi.',
  'admin.report_not_found': 'Laporan tidak ditemukan.',
  'admin.problem_edit_conflict':
    'Soal ini sudah diubah admin lain. Muat ulang untuk melihat versi terbaru; isian Anda tetap tersimpan di draf.',
  'images.not_found': 'Gambar tidak ditemukan.',
  'admin.user_not_found': 'Pengguna tidak ditemukan.',
  'admin.last_admin': 'Admin terakhir tidak bisa diturunkan atau dihapus.',
  'admin.cannot_delete_self': 'Anda tidak bisa menghapus akun Anda sendiri.',
  'questions.image_deleted': QUESTION_PHOTO_DELETED_TEXT,
  // Decision 072: the delete's confirmation lists where (ContentUsageList).
  [CONTENT_IN_USE_CODE]: 'Masih dipakai di tugas kelas, tryout atau jawaban Tanya Soal; daftarnya ada di jendela konfirmasi.',
});

// Refusals the server words in Indonesian itself, naming the records involved: a problem a tryout
// holds (issue 36, decision 063) names the problem and the tryout. Shown as they arrive. Kept here,
// with the admin area, so learner pages do not carry them.
const SERVER_WORDED_CODES = new Set(['admin.problem_held_by_tryout']);
// Refusals worded above whose reason follows a page's own failure text.
const REASONED_CODES = new Set([CONTENT_IN_USE_CODE]);

const serverWorded = (error: unknown): error is ApiError => error instanceof ApiError && SERVER_WORDED_CODES.has(error.code) && error.message !== '';

/** An admin page's own failure text, followed by the reason when the server words it or it is one of REASONED_CODES. */
export function failureWithReason(failure: string, error: unknown): string {
  if (serverWorded(error)) return `${failure} ${error.message}`;
  return error instanceof ApiError && REASONED_CODES.has(error.code) ? `${failure} ${getErrorMessage(error)}` : failure;
}

/** The reason an admin request failed: the server's own wording where it gives one, else the code's message. */
export function adminErrorMessage(error: unknown): string {
  return serverWorded(error) ? error.message : getErrorMessage(error);
}
