import { secondaryButton } from '../button-styles';

type PaginationProps = {
  label: string;
  page: number;
  hasMore: boolean;
  isFetching: boolean;
  onPage: (page: number) => void;
  /** Said in place of 'Halaman N' where the list knows its total, e.g. '1–25 dari 3.412'. */
  summary?: string;
};

/** Previous/next only: the server says whether there is more, it does not count every row. */
export function Pagination({ label, page, hasMore, isFetching, onPage, summary }: PaginationProps) {
  if (page === 1 && !hasMore && summary === undefined) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={secondaryButton} disabled={page <= 1 || isFetching} onClick={() => onPage(page - 1)}>
        ← Sebelumnya
      </button>
      <span aria-live="polite" className="order-first w-full text-center text-sm text-slate-600 sm:order-none sm:w-auto">{summary ?? `Halaman ${page}`}</span>
      <button type="button" className={secondaryButton} disabled={!hasMore || isFetching} onClick={() => onPage(page + 1)}>
        Berikutnya →
      </button>
    </nav>
  );
}
