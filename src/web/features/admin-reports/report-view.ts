import { REPORT_STATUS_LABELS, REPORT_STATUSES, reportStatusOf, type ReportStatus } from '../../../core/report-lists';

// The list's status filter and page live in the URL, so a reload or a shared link shows the
// same page of the same list.
export type TReportFilters = { status: ReportStatus | null; page: number };

export const REPORT_LIST_PAGE_SIZE = 50;

export function filtersFromSearchParams(params: URLSearchParams): TReportFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (REPORT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReportStatus) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Only what is set goes into the URL; page 1 is the default and stays implicit. */
export function searchParamsFromFilters({ status, page }: TReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function listQueryFrom({ status, page }: TReportFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(REPORT_LIST_PAGE_SIZE) };
  if (status) query.status = status;
  return query;
}

const ROW_TINTS: Record<ReportStatus, string> = {
  open: 'bg-amber-50',
  in_progress: 'bg-sky-50',
  resolved: 'bg-emerald-50',
  non_issue: 'bg-slate-100',
};

const BADGE_TINTS: Record<ReportStatus, string> = {
  open: 'bg-amber-100 text-amber-900 ring-amber-300',
  in_progress: 'bg-sky-100 text-sky-900 ring-sky-300',
  resolved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  non_issue: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** Spec 4: an unknown or missing status shows, is tinted and is selected as open. */
export function statusView(value: unknown) {
  const status = reportStatusOf(value);
  return { status, label: REPORT_STATUS_LABELS[status], rowTint: ROW_TINTS[status], badgeTint: BADGE_TINTS[status] };
}

export const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({ value: status, label: REPORT_STATUS_LABELS[status] }));

export const DELETED_REPORTER = 'User Dihapus';

export const reporterLabel = (email: string | null) => email ?? DELETED_REPORTER;

const timeFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

export const reportTime = (createdAt: string) => timeFormat.format(new Date(createdAt));
