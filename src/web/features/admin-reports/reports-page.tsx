import { useSearchParams } from '../../lib/router';
import type { ReportStatus } from '../../../core/report-lists';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminPage } from '../../components/admin/admin-page';
import { getErrorMessage } from '../../lib/error-messages';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useReports } from './api/get-reports';
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
      <AdminListSection
        label="Daftar laporan"
        pageLabel="Halaman daftar laporan"
        list={list}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
        loadingText="Memuat laporan..."
        failureMessage={`Gagal memuat laporan: ${getErrorMessage(list.error)}`}
      >
        {(data) => <ReportsTable reports={data.reports} isFiltered={filters.status !== null} />}
      </AdminListSection>
    </AdminPage>
  );
}
