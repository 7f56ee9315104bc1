import { useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { LoadError } from '../../components/admin/load-error';
import { AdminPage } from '../../components/admin/admin-page';
import { primaryButton } from '../../components/button-styles';
import { useContentTree } from './api/get-content-tree';
import { useProblems } from './api/get-problems';
import { DifficultyOrderButton } from './components/difficulty-order-dialog';
import { FigureFiltersPanel } from './components/figure-filters-panel';
import { ProblemFilters } from './components/problem-filters';
import { StatsFreshness } from './components/stats-freshness';
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
      <FigureFiltersPanel filters={filters} onChange={(change) => show(withFilter(filters, change))} />
      <AdminListSection
        label="Daftar soal"
        pageLabel="Halaman daftar soal"
        list={list}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
        failureMessage={LIST_FAILED}
      >
        {(data) => (
          <>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <StatsFreshness refreshedAt={data.statsRefreshedAt} />
              {filters.subtopicId ? <DifficultyOrderButton key={filters.subtopicId} subtopicId={filters.subtopicId} /> : null}
            </div>
            <ProblemsTable problems={data.problems} sort={{ sort: filters.sort, dir: filters.dir }} onSort={(sort) => show(withFilter(filters, sort))} onAction={setAction} />
          </>
        )}
      </AdminListSection>
      <RowActionDialogs action={action} onClose={() => setAction(null)} />
    </AdminPage>
  );
}
