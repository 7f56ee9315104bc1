import type { ProblemListSort } from '../../../core/item-analytics';

// The list's order lives in the URL beside its filters. The sorts are the server's (the typed
// client only sees strings in a query, so the type comes from where the list is written): a
// sort added there fails the typecheck of STAT_COLUMN_LABELS until it has a column here.
export type TProblemSort = ProblemListSort;
export type TSortDirection = 'asc' | 'desc';
export type TStatColumn = Exclude<TProblemSort, 'newest'>;
export type TListSort = { sort: TProblemSort; dir: TSortDirection };

export const DEFAULT_SORT: TListSort = { sort: 'newest', dir: 'desc' };

/** The figure columns in the table's order, with their headers. */
export const STAT_COLUMN_LABELS: Record<TStatColumn, string> = {
  learners: 'Siswa',
  firstTryRate: 'Benar pertama',
  eventualRate: 'Akhirnya benar',
  meanAttempts: 'Rata-rata upaya',
  openReports: 'Laporan',
};

export const STAT_COLUMNS = Object.keys(STAT_COLUMN_LABELS) as TStatColumn[];

const isSort = (value: string | null): value is TProblemSort => value === 'newest' || STAT_COLUMNS.includes(value as TStatColumn);

export function sortFromSearchParams(params: URLSearchParams): TListSort {
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    sort: isSort(sort) ? sort : DEFAULT_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SORT.dir,
  };
}

/** The order's URL and query parameters; none for the default (newest first). */
export function sortParams({ sort, dir }: TListSort): Record<string, string> {
  return sort === DEFAULT_SORT.sort && dir === DEFAULT_SORT.dir ? {} : { sort, dir };
}

/** A click on a header: a new column starts with the highest first, the same column turns round. */
export function nextSort(current: TListSort, column: TStatColumn): TListSort {
  if (current.sort !== column) return { sort: column, dir: 'desc' };
  return { sort: column, dir: current.dir === 'desc' ? 'asc' : 'desc' };
}

export function ariaSort(current: TListSort, column: TStatColumn): 'ascending' | 'descending' | undefined {
  if (current.sort !== column) return undefined;
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
