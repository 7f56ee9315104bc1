import { useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { LoadError } from '../../components/admin/load-error';
import { AdminPage } from '../../components/admin/admin-page';
import { primaryButton } from '../../components/button-styles';
import type { TBulkActionRequest } from './api/bulk-action';
import { useContentTree } from './api/get-content-tree';
import { useProblems } from './api/get-problems';
import { BulkBar, type TBulkKind } from './components/bulk-bar';
import { BulkDeleteDialog, BulkMoveDialog, useBulkPublication } from './components/bulk-dialogs';
import { DifficultyOrderButton } from './components/difficulty-order-dialog';
import { FigureFiltersPanel } from './components/figure-filters-panel';
import { ProblemCards } from './components/problem-cards';
import { ProblemFilters } from './components/problem-filters';
import { StatsFreshness } from './components/stats-freshness';
import { ProblemsTable, type TRowAction } from './components/problems-table';
import { RowActionDialogs } from './components/row-action-dialogs';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters, withFilter, type TProblemListFilters } from './list-filters';
import { pageRangeText } from './list-pager';
import { bulkSelectionOf, selectedCount } from './list-selection';
import { problemEditorPath } from './problem-paths';
import { useListSelection } from './use-list-selection';
import { useFailureToast } from '../../lib/use-failure-toast';

const TREE_FAILED = 'Gagal memuat kategori!';
const LIST_FAILED = 'Gagal memuat soal!';

export function ProblemsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const tree = useContentTree();
  const query = listQueryFrom(filters);
  const list = useProblems(query);
  const [action, setAction] = useState<TRowAction | null>(null);
  const [bulkDialog, setBulkDialog] = useState<'move' | 'delete' | null>(null);
  useFailureToast(tree.isError ? tree.errorUpdatedAt : 0, TREE_FAILED);
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, LIST_FAILED);

  const { page: _page, ...filterQuery } = query;
  const pageCodes = list.data?.problems.map((problem) => problem.problemId) ?? [];
  const selected = useListSelection(JSON.stringify(filterQuery), pageCodes);
  const total = list.data?.pageInfo.total ?? 0;
  const count = selectedCount(selected.selection, total);
  // The filter is the list's own query (listQueryFrom), which the server reads with the same schema.
  const bulkSelection = bulkSelectionOf(selected.selection, query) as TBulkActionRequest['selection'];
  const publication = useBulkPublication(selected.clear);
  const onBulk = (kind: TBulkKind) => (kind === 'publish' || kind === 'unpublish' ? void publication.run(kind, bulkSelection) : setBulkDialog(kind));
  const closeBulk = () => setBulkDialog(null);
  const finishBulk = () => {
    setBulkDialog(null);
    selected.clear();
  };

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
        summary={(data) => pageRangeText(data.pageInfo, data.problems.length)}
      >
        {(data) => (
          <>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <StatsFreshness refreshedAt={data.statsRefreshedAt} />
              {filters.subtopicId ? <DifficultyOrderButton key={filters.subtopicId} subtopicId={filters.subtopicId} /> : null}
            </div>
            <BulkBar
              selected={count}
              total={data.pageInfo.total}
              isAllMatching={selected.selection.kind === 'allMatching'}
              isBusy={publication.isPending}
              onSelectAllMatching={selected.selectAllMatching}
              onClear={selected.clear}
              onAction={onBulk}
            />
            <ProblemsTable problems={data.problems} sort={{ sort: filters.sort, dir: filters.dir }} onSort={(sort) => show(withFilter(filters, sort))} onAction={setAction} selection={selected.rows} />
            <ProblemCards problems={data.problems} onAction={setAction} selection={selected.rows} />
          </>
        )}
      </AdminListSection>
      <RowActionDialogs action={action} onClose={() => setAction(null)} />
      {bulkDialog === 'move' ? <BulkMoveDialog selection={bulkSelection} count={count} categories={tree.data?.categories ?? []} onClose={closeBulk} onDone={finishBulk} /> : null}
      {bulkDialog === 'delete' ? <BulkDeleteDialog selection={bulkSelection} count={count} onClose={closeBulk} onDone={finishBulk} /> : null}
    </AdminPage>
  );
}
