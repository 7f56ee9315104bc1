import { Link } from '../../../lib/router';
import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import { latsolPath } from '../../../routes';
import type { TReportRow } from '../api/get-reports';
import { reporterLabel, reportTime, statusView } from '../report-view';
import { ReportStatusSelect } from './report-status-select';

const COLUMNS: TAdminColumn[] = [
  { label: 'ID Laporan' },
  { label: 'Waktu', className: 'hidden xl:table-cell' },
  { label: 'Jenis / Detail' },
  { label: 'Email Pelapor', className: 'hidden xl:table-cell' },
  { label: 'Soal' },
  { label: 'Status' },
  { label: 'Aksi' },
];

function ProblemCell({ problem }: { problem: TReportRow['problem'] }) {
  const { link } = problem;
  if (!link) return <span className="font-mono text-xs text-slate-700">{problem.problemId}</span>;
  return (
    <Link
      to={latsolPath.problem(link.categoryId, link.topicId, link.subtopicId, link.problemId)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center rounded-md font-mono text-xs font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
    >
      {problem.problemId}
      <span className="sr-only"> (buka halaman soal di tab baru)</span>
    </Link>
  );
}

function Reporter({ email }: { email: string | null }) {
  return <span className={`break-words ${email ? '' : 'italic text-slate-500'}`}>{reporterLabel(email)}</span>;
}

function StatusBadge({ reportStatus }: { reportStatus: unknown }) {
  const view = statusView(reportStatus);
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${view.badgeTint}`}>{view.label}</span>;
}

// At 1280 px every column has room; on a tablet the time sits under the id and the reporter
// under the report's detail.
export function ReportsTable({ reports, isFiltered }: { reports: TReportRow[]; isFiltered: boolean }) {
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-200">
          {reports.length === 0 ? (
            <tr>
              <td colSpan={7} className={adminTable.empty}>
                {isFiltered ? 'Tidak ada laporan dengan status ini.' : 'Belum ada laporan.'}
              </td>
            </tr>
          ) : (
            reports.map((report) => (
              <tr key={report.reportId} className={`${statusView(report.reportStatus).rowTint} align-top`}>
                <th scope="row" className={`${adminTable.cell} whitespace-nowrap font-normal`}>
                  <span className="block font-mono text-xs font-semibold text-slate-900">{report.reportId}</span>
                  <span className="mt-1 block text-xs text-slate-600 xl:hidden">{reportTime(report.createdAt)}</span>
                </th>
                <td className={`${adminTable.cell} hidden whitespace-nowrap xl:table-cell`}>
                  <time dateTime={report.createdAt}>{reportTime(report.createdAt)}</time>
                </td>
                <td className={`${adminTable.cell} min-w-48`} data-card-wide>
                  <span className="block font-semibold text-slate-900">{report.reportType}</span>
                  <p className="mt-0.5 max-w-md whitespace-pre-line break-words text-slate-700">{report.reportContent}</p>
                  <span className="mt-1 block text-xs text-slate-600 xl:hidden">
                    Pelapor: <Reporter email={report.reporterEmail} />
                  </span>
                </td>
                <td className={`${adminTable.cell} hidden max-w-56 xl:table-cell`}>
                  <Reporter email={report.reporterEmail} />
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap`}>
                  <ProblemCell problem={report.problem} />
                </td>
                <td className={adminTable.cell}>
                  <StatusBadge reportStatus={report.reportStatus} />
                </td>
                <td className={adminTable.cell}>
                  <ReportStatusSelect reportId={report.reportId} reportStatus={report.reportStatus} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
