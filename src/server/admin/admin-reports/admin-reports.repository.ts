import { desc, eq, sql } from 'drizzle-orm';
import type { ReportStatus } from '../../../core/reports';
import type { Database } from '../../db/client';
import { categories, problemReports, problems, subtopics, topics, users } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { pagesByStatus } from '../../db/literal-page';
import { prepareStatusCounts } from '../../db/status-counts';
import { joinProblemPath, problemPathVisibility } from '../../content';

// One statement per page: the reporter and the problem's whole path come from joins, so a page
// of reports never asks the database once per row for its deep link.
function selectReports(db: Database) {
  return joinProblemPath(
    db
      .select({
        reportId: problemReports.reportId,
        createdAt: problemReports.createdAt,
        reportType: problemReports.reportType,
        reportContent: problemReports.reportContent,
        reportStatus: problemReports.reportStatus,
        reporterEmail: users.email,
        problemId: problems.problemId,
        subtopicId: subtopics.subtopicId,
        topicId: topics.topicId,
        categoryId: categories.categoryId,
        isPathVisible: problemPathVisibility,
      })
      .from(problemReports)
      .innerJoin(problems, eq(problems.id, problemReports.problemId))
      .leftJoin(users, eq(users.id, problemReports.userId))
      .$dynamic(),
  );
}

export function createAdminReportsRepository({ db }: { db: Database }) {
  // Prepared once per filter and page: drizzle building a join's SQL on every request was a
  // large part of a list's cost at 50 connections (the bookmarks list: 2.3 times the requests
  // per second once prepared; bench/README.md, issue 13), and the page in the statement's text
  // lets Postgres plan it once (db/literal-page.ts).
  const pageStatement = pagesByStatus((inOneStatus, page) =>
    selectReports(db)
      .where(inOneStatus ? eq(problemReports.reportStatus, sql.placeholder('status')) : undefined)
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(page.limit)
      .offset(page.offset)
      .prepare('admin_reports_list'),
  );
  const counts = prepareStatusCounts(db, 'problem_reports_status_counts', problemReports, problemReports.reportStatus);

  return {
    list: (status: ReportStatus | undefined, page: PageRequest) => pageStatement(status, page).execute({ status }),

    countByStatus: () => counts.execute(),

    findByCode: async (reportCode: string) => {
      const [row] = await selectReports(db).where(eq(problemReports.reportId, reportCode));
      return row;
    },

    updateStatus: async (reportCode: string, reportStatus: ReportStatus) => {
      const [row] = await db
        .update(problemReports)
        .set({ reportStatus })
        .where(eq(problemReports.reportId, reportCode))
        .returning({ reportId: problemReports.reportId });
      return row?.reportId;
    },
  };
}

export type AdminReportsRepository = ReturnType<typeof createAdminReportsRepository>;
export type ReportRow = NonNullable<Awaited<ReturnType<AdminReportsRepository['findByCode']>>>;
