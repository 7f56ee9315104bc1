import { REPORT_STATUSES, reportStatusOf, type ReportStatus } from '../../../core/reports';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import { adminReportErrors } from './admin-reports.errors';
import type { AdminReportsRepository, ReportRow } from './admin-reports.repository';

type Deps = { repo: AdminReportsRepository };

export const ADMIN_REPORTS_PAGE = { defaultSize: 50, maxSize: 200 };

// The learner page exists only while the problem's whole path is published (spec 2: the problem
// is linked "when its hierarchy is known").
function toReport(row: ReportRow) {
  return {
    reportId: row.reportId,
    createdAt: row.createdAt,
    reportType: row.reportType,
    reportContent: row.reportContent,
    reportStatus: reportStatusOf(row.reportStatus),
    reporterEmail: row.reporterEmail,
    problem: {
      problemId: row.problemId,
      link: row.isPathVisible ? { categoryId: row.categoryId, topicId: row.topicId, subtopicId: row.subtopicId, problemId: row.problemId } : null,
    },
  };
}

export async function listReports({ repo }: Deps, query: { status?: ReportStatus } & Partial<TPageQuery>) {
  const page = pageRequest(query, ADMIN_REPORTS_PAGE);
  const [rows, counted] = await Promise.all([repo.list(query.status, page), repo.countByStatus()]);
  const { items, pageInfo } = pageOf(rows, page);
  const byStatus = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as Record<ReportStatus, number>;
  for (const { status, count } of counted) byStatus[reportStatusOf(status)] += count;
  const total = counted.reduce((sum, { count }) => sum + count, 0);
  return { reports: items.map(toReport), pageInfo, counts: { total, byStatus } };
}

export async function changeReportStatus({ repo }: Deps, reportCode: string, reportStatus: ReportStatus) {
  const updated = await repo.updateStatus(reportCode, reportStatus);
  const row = updated ? await repo.findByCode(updated) : undefined;
  if (!row) throw adminReportErrors.notFound();
  return { report: toReport(row) };
}
