import { figureFiltersFromSearchParams, figureQueryFrom, writeFigureFilters, type TFigureFilters } from './figure-filters';
import { sortFromSearchParams, sortParams, type TListSort } from './list-sort';

// The problem list's filters and order live in the URL, so a reload, a shared link or coming
// back from the editor shows the same page of the same list.
export type TProblemListFilters = {
  categoryId: string;
  topicId: string;
  subtopicId: string;
  q: string;
  page: number;
} & TFigureFilters &
  TListSort;

export const PROBLEM_LIST_PAGE_SIZE = 25;

const FILTER_KEYS = ['categoryId', 'topicId', 'subtopicId', 'q'] as const;

export function filtersFromSearchParams(params: URLSearchParams): TProblemListFilters {
  const page = Number(params.get('page'));
  return {
    categoryId: params.get('categoryId') ?? '',
    topicId: params.get('topicId') ?? '',
    subtopicId: params.get('subtopicId') ?? '',
    q: params.get('q') ?? '',
    ...figureFiltersFromSearchParams(params),
    ...sortFromSearchParams(params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function setFilters(filters: TProblemListFilters, set: (key: string, value: string) => void) {
  for (const key of FILTER_KEYS) {
    const value = key === 'q' ? filters.q.trim() : filters[key];
    if (value) set(key, value);
  }
}

/** Only what is set goes into the URL; page 1 and newest first are the defaults and stay implicit. */
export function searchParamsFromFilters(filters: TProblemListFilters): URLSearchParams {
  const params = new URLSearchParams();
  setFilters(filters, (key, value) => params.set(key, value));
  writeFigureFilters(filters, params);
  for (const [key, value] of Object.entries(sortParams(filters))) params.set(key, value);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * Choosing a level clears the levels below it, and any change of filter or order starts again
 * at page 1.
 */
export function withFilter(filters: TProblemListFilters, change: Partial<Omit<TProblemListFilters, 'page'>>): TProblemListFilters {
  const next = { ...filters, ...change, page: 1 };
  if ('categoryId' in change) {
    next.topicId = change.topicId ?? '';
    next.subtopicId = change.subtopicId ?? '';
  } else if ('topicId' in change) {
    next.subtopicId = change.subtopicId ?? '';
  }
  return next;
}

/** The list query sends only the filters that are set, rates as fractions. */
export function listQueryFrom(filters: TProblemListFilters): Record<string, string> {
  const query: Record<string, string> = { page: String(filters.page), pageSize: String(PROBLEM_LIST_PAGE_SIZE) };
  setFilters(filters, (key, value) => (query[key] = value));
  return { ...query, ...figureQueryFrom(filters), ...sortParams(filters) };
}
