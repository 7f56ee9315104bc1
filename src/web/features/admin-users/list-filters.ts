// The search box and the page live in the URL, so a reload or a shared link shows the same
// page of the same list. The users list searches ?q=, the outbox filters by recipient ?to=.
export type TListFilters = { search: string; page: number };
export type TSearchParam = 'q' | 'to';

export const USER_LIST_PAGE_SIZE = 50;
export const OUTBOX_PAGE_SIZE = 50;

export function filtersFromSearchParams(params: URLSearchParams, searchParam: TSearchParam): TListFilters {
  const page = Number(params.get('page'));
  return { search: params.get(searchParam) ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what is set goes into the URL; page 1 is the default and stays implicit. */
export function searchParamsFromFilters({ search, page }: TListFilters, searchParam: TSearchParam): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set(searchParam, search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

export function listQueryFrom({ search, page }: TListFilters, searchParam: TSearchParam, pageSize: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (search.trim()) query[searchParam] = search.trim();
  return query;
}
