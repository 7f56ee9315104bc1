// Spec 4: the moderation states of a Tanya Soal upload, in the order admins work through them.
export const QUESTION_STATUSES = ['pending', 'answerable', 'not_answerable', 'resolved'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const INITIAL_QUESTION_STATUS: QuestionStatus = 'pending';

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  pending: 'Menunggu',
  answerable: 'Siap Dijawab',
  not_answerable: 'Ditolak',
  resolved: 'Selesai',
};

// The dashboard box words them from the learner's side (spec 2, /dashboard).
export const QUESTION_STATUS_DASHBOARD_LABELS: Record<QuestionStatus, string> = {
  pending: 'Menunggu',
  answerable: 'Siap Dijawab Admin',
  resolved: 'Selesai Dibuat Soal',
  not_answerable: 'Ditolak',
};

export function isQuestionStatus(value: unknown): value is QuestionStatus {
  return (QUESTION_STATUSES as readonly unknown[]).includes(value);
}

// Lists are plain data (no zod) so the SPA can show labels without loading a validator.
export function questionStatusOf(value: unknown): QuestionStatus {
  return isQuestionStatus(value) ? value : INITIAL_QUESTION_STATUS;
}

// Shown to admins where a question's photo was (issue 30: it is deleted with the learner's account).
export const QUESTION_PHOTO_DELETED_TEXT = 'Foto dihapus bersama akun pengguna.';

// The authorised route that serves an uploaded photo to its owner and to admins only.
export function questionImageUrl(userQuestionId: string): string {
  return `/math/api/questions/${userQuestionId}/image`;
}
