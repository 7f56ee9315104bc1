import { QUESTION_STATUS_LABELS, QUESTION_STATUSES, isQuestionStatus, type QuestionStatus } from '../../../core/question-status';

// The queue's status filter and page live in the URL, so a reload or a shared link shows the
// same page of the same list.
export type TQuestionFilters = { status: QuestionStatus | null; page: number };

export const QUESTION_LIST_PAGE_SIZE = 50;

export function filtersFromSearchParams(params: URLSearchParams): TQuestionFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { status: isQuestionStatus(status) ? status : null, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what is set goes into the URL; page 1 is the default and stays implicit. */
export function searchParamsFromFilters({ status, page }: TQuestionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function listQueryFrom({ status, page }: TQuestionFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(QUESTION_LIST_PAGE_SIZE) };
  if (status) query.status = status;
  return query;
}

export const STATUS_OPTIONS = QUESTION_STATUSES.map((status) => ({ value: status, label: QUESTION_STATUS_LABELS[status] }));

export const reporterLabel = (email: string | null) => email ?? 'User Dihapus';

const timeFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

export const questionTime = (createdAt: string) => timeFormat.format(new Date(createdAt));
