import { ApiError } from './api-client';
import { NOT_A_NUMBER_MESSAGE } from '../../core/answer-mode';

const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';
export const CONNECTION_LOST_MESSAGE = 'Koneksi terputus. Coba lagi.';

// Server error codes -> the Indonesian text users see. Keep every mapping here.
const MESSAGES_BY_CODE: Record<string, string> = {
  'auth.invalid_email_or_password': 'Email atau password salah.',
  'auth.user_already_exists': 'Email sudah terdaftar.',
  'auth.user_already_exists_use_another_email': 'Email sudah terdaftar.',
  'auth.email_not_verified': 'Email belum diverifikasi. Silakan cek email Anda untuk tautan verifikasi.',
  'auth.password_too_short': 'Password minimal 8 karakter.',
  'auth.password_too_long': 'Password terlalu panjang (maks. 128 karakter).',
  'auth.password_too_common': 'Password terlalu umum. Gunakan password yang lebih sulit ditebak.',
  'auth.invalid_email': 'Format email tidak valid.',
  // The set-password link (features/auth/set-password-page.tsx).
  'auth.invalid_token': 'Tautan tidak valid atau sudah dipakai. Daftar ulang dengan email yang sama untuk mendapatkan tautan baru.',
  'auth.token_expired': 'Tautan sudah kedaluwarsa. Daftar ulang dengan email yang sama untuk mendapatkan tautan baru.',
  'auth.unauthenticated': 'Silakan login terlebih dahulu.',
  'auth.session_expired': 'Sesi Anda telah berakhir. Silakan login kembali.',
  'auth.forbidden': 'Anda tidak memiliki akses.',
  'request.rate_limited': 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
  // No answer at all: the connection dropped or the request timed out (lib/api-client.ts).
  'network.failed': CONNECTION_LOST_MESSAGE,
  'server.internal_error': 'Terjadi kesalahan pada server. Silakan coba lagi.',
  'server.database_unavailable': 'Server sedang tidak dapat terhubung ke database. Coba lagi sebentar lagi.',
  'catalog.category_not_found': 'Kategori tidak ditemukan!',
  'catalog.topic_not_found': 'Topik tidak ditemukan!',
  'catalog.subtopic_not_found': 'Subtopik tidak ditemukan!',
  'practice.problem_not_found': 'Soal tidak ditemukan!',
  'practice.invalid_answer': 'Jawaban tidak sesuai dengan bentuk soal.',
  'practice.answer_not_a_number': NOT_A_NUMBER_MESSAGE,
  // Shown after 'Gagal mengirim laporan: ' (spec 8).
  'reports.rate_limited': 'Anda terlalu sering mengirim laporan. Silakan coba lagi beberapa menit lagi.',
  'reports.already_open': 'Anda sudah melaporkan soal ini dengan jenis yang sama, dan laporan itu masih kami tinjau.',
  'bookmarks.already_bookmarked': 'Soal sudah ada di bookmark.',
  'bookmarks.not_found': 'Soal tidak ada di bookmark.',
  'image.file_required': 'Pilih gambar soal terlebih dahulu.',
  'image.one_file_only': 'Kirim satu gambar saja.',
  'image.empty_file': 'File kosong.',
  'image.unreadable': 'Gambar tidak dapat dibaca. Coba foto ulang.',
  'image.unsupported_type': 'Hanya gambar JPEG, PNG, WebP, atau AVIF yang diterima.',
  'image.file_too_large': 'Ukuran gambar maksimal 10 MB.',
  // Only uploads send bodies this large, so the limit is the photo's.
  'request.body_too_large': 'Ukuran gambar maksimal 10 MB.',
  'image.too_many_pixels': 'Resolusi gambar terlalu besar.',
};

// The admin pages' own messages travel with them (lib/admin-error-messages.ts), not with every
// learner page.
export function registerErrorMessages(messages: Record<string, string>): void {
  Object.assign(MESSAGES_BY_CODE, messages);
}

function messageForCode(code: string): string {
  return MESSAGES_BY_CODE[code] ?? DEFAULT_ERROR_MESSAGE;
}

export function isConnectionLost(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network.failed';
}

export function getErrorMessage(error: unknown): string {
  return error instanceof ApiError ? messageForCode(error.code) : DEFAULT_ERROR_MESSAGE;
}
