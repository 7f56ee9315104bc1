import { useSearchParams } from 'react-router';
import type { ReportStatus } from '../../../core/reports';
import { AdminPage } from '../../components/admin/admin-page';
import { LoadingMessage } from '../../components/loading-message';
import { getErrorMessage } from '../../lib/error-messages';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useReports } from './api/get-reports';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { ReportsTable } from './components/reports-table';
import { StatusFilter } from './components/status-filter';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters, type TReportFilters } from './report-view';

const TITLE = 'Manajemen Laporan Soal';

export function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const list = useReports(listQueryFrom(filters));
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, 'Gagal memuat laporan!');

  const show = (next: TReportFilters) => setSearchParams(searchParamsFromFilters(next));
  const filterBy = (status: ReportStatus | null) => show({ status, page: 1 });

  return (
    <AdminPage title={list.data ? `${TITLE} (${list.data.counts.total})` : TITLE} crumbs={[{ label: TITLE }]}>
      <StatusFilter status={filters.status} counts={list.data?.counts} onChange={filterBy} />
      <section aria-label="Daftar laporan" aria-busy={list.isFetching} className="mt-4">
        {list.isPending ? (
          <LoadingMessage text="Memuat laporan..." />
        ) : list.isError && !list.data ? (
          <LoadError message={`Gagal memuat laporan: ${getErrorMessage(list.error)}`} onRetry={() => list.refetch()} />
        ) : (
          <>
            <ReportsTable reports={list.data.reports} isFiltered={filters.status !== null} />
            <Pagination label="Halaman daftar laporan" page={filters.page} hasMore={list.data.pageInfo.hasMore} isFetching={list.isFetching} onPage={(page) => show({ ...filters, page })} />
          </>
        )}
      </section>
    </AdminPage>
  );
}
