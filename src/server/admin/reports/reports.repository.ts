import { and, eq, inArray } from 'drizzle-orm';
import { UNRESOLVED_REPORT_STATUSES } from '../../../core/item-analytics';
import { problemReports, problems } from '../../db/schema';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';
import type { ReportType } from '../../../core/reports';

export type NewReport = { userId: string; problemInternalId: number; reportType: ReportType; reportContent: string };

export function createReportsRepository({ db }: { db: Writer }) {
  return {
    // Refused when the learner's report of this problem with this type is still open (or in
    // progress), or when the problem is gone. The problem's row is locked first, as the open-report
    // counter's trigger locks it on insert anyway: reports of one problem are then filed one after
    // another, so two identical ones sent together are not both taken.
    insertUnlessOpen: (input: NewReport) =>
      insertWithUniqueCode(db, 'report', async (tx, code) => {
        const [problem] = await tx.select({ id: problems.id }).from(problems).where(eq(problems.id, input.problemInternalId)).for('no key update');
        if (!problem) return { refused: 'problem_gone' as const };
        const [open] = await tx
          .select({ id: problemReports.id })
          .from(problemReports)
          .where(
            and(
              eq(problemReports.problemId, input.problemInternalId),
              eq(problemReports.userId, input.userId),
              eq(problemReports.reportType, input.reportType),
              inArray(problemReports.reportStatus, [...UNRESOLVED_REPORT_STATUSES]),
            ),
          )
          .limit(1);
        if (open) return { refused: 'already_open' as const };
        const [row] = await tx
          .insert(problemReports)
          .values({ reportId: code, userId: input.userId, problemId: input.problemInternalId, reportType: input.reportType, reportContent: input.reportContent })
          .returning({ reportId: problemReports.reportId, reportStatus: problemReports.reportStatus });
        return { report: row! };
      }),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
