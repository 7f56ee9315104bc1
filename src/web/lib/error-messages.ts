import { ApiError } from './api-client';
import { NOT_A_NUMBER_MESSAGE } from '../../core/answer-mode';

const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';
export const CONNECTION_LOST_MESSAGE = 'Koneksi terputus. Coba lagi.';

// Server error codes -> the Indonesian text users see. Keep every mapping here or in a file that
// registers its part (registerErrorMessages, below).
const MESSAGES_BY_CODE: Record<string, string> = {
  'auth.unauthenticated': 'Silakan masuk terlebih dahulu.',
  'auth.session_expired': 'Sesi Anda telah berakhir. Silakan masuk kembali.',
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
  'bookmarks.already_bookmarked': 'Soal sudah ada di bookmark.',
  'bookmarks.not_found': 'Soal tidak ada di bookmark.',
};

// Messages only one part of the app shows travel with it, not with every learner page: the
// admin pages' (lib/admin-error-messages.ts), the sign-in and set-password forms'
// (features/auth/auth-error-messages.ts), the report dialog's
// (features/practice/components/report-error-messages.ts), the review page's
// (features/practice/review-error-messages.ts), the problem page's (features/practice/components/problem-in-tryout.tsx)
// and the image uploads' (lib/image-error-messages.ts).
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
