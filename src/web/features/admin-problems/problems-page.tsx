import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { primaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { useContentTree } from './api/get-content-tree';
import { useProblems } from './api/get-problems';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { ProblemFilters } from './components/problem-filters';
import { ProblemsTable, type TRowAction } from './components/problems-table';
import { RowActionDialogs } from './components/row-action-dialogs';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters, withFilter, type TProblemListFilters } from './list-filters';
import { problemEditorPath } from './problem-paths';
import { useFailureToast } from '../../lib/use-failure-toast';

const TREE_FAILED = 'Gagal memuat kategori!';
const LIST_FAILED = 'Gagal memuat soal!';

export function ProblemsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const tree = useContentTree();
  const list = useProblems(listQueryFrom(filters));
  const [action, setAction] = useState<TRowAction | null>(null);
  useFailureToast(tree.isError ? tree.errorUpdatedAt : 0, TREE_FAILED);
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, LIST_FAILED);

  const show = (next: TProblemListFilters) => setSearchParams(searchParamsFromFilters(next));

  return (
    <AdminPage
      title="Kelola Soal"
      crumbs={[{ label: 'Kelola Soal' }]}
      actions={
        <Link to={filters.subtopicId ? `${problemEditorPath.create()}?subtopicId=${encodeURIComponent(filters.subtopicId)}` : problemEditorPath.create()} className={primaryButton}>
          + Tambah Soal
        </Link>
      }
    >
      {tree.isError ? (
        <div className="mb-4">
          <LoadError message={TREE_FAILED} onRetry={() => tree.refetch()} />
        </div>
      ) : null}
      <ProblemFilters
        filters={filters}
        categories={tree.data?.categories ?? []}
        isTreeLoading={tree.isPending}
        onChange={(change) => show(withFilter(filters, change))}
      />
      <section aria-label="Daftar soal" aria-busy={list.isFetching} className="mt-4">
        {list.isPending ? (
          <LoadingMessage />
        ) : list.isError && !list.data ? (
          <LoadError message={LIST_FAILED} onRetry={() => list.refetch()} />
        ) : (
          <>
            <ProblemsTable problems={list.data.problems} onAction={setAction} />
            <Pagination
              label="Halaman daftar soal"
              page={filters.page}
              hasMore={list.data.pageInfo.hasMore}
              isFetching={list.isFetching}
              onPage={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </section>
      <RowActionDialogs action={action} onClose={() => setAction(null)} />
    </AdminPage>
  );
}
