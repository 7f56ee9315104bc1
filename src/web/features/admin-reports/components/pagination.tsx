import { secondaryButton } from '../../../components/button-styles';

type PaginationProps = { page: number; hasMore: boolean; isFetching: boolean; onPage: (page: number) => void };

/** Previous/next: the server says whether another page follows. */
export function Pagination({ page, hasMore, isFetching, onPage }: PaginationProps) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Halaman daftar laporan" className="mt-4 flex items-center justify-between gap-3">
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
