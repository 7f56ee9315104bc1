import { secondaryButton } from '../button-styles';

type PaginationProps = {
  label: string;
  page: number;
  hasMore: boolean;
  isFetching: boolean;
  onPage: (page: number) => void;
};

/** Previous/next only: the server says whether there is more, it does not count every row. */
export function Pagination({ label, page, hasMore, isFetching, onPage }: PaginationProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={secondaryButton} disabled={page <= 1 || isFetching} onClick={() => onPage(page - 1)}>
        ← Sebelumnya
      </button>
      <span aria-live="polite" className="text-sm text-slate-600">{`Halaman ${page}`}</span>
      <button type="button" className={secondaryButton} disabled={!hasMore || isFetching} onClick={() => onPage(page + 1)}>
        Berikutnya →
      </button>
    </nav>
  );
}
