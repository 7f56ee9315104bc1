import type { Database } from '../../db/client';
import { problemReports } from '../../db/schema';
import { insertWithUniqueCode } from '../../db/unique-code';
import type { ReportType } from '../../../core/reports';

export function createReportsRepository({ db }: { db: Database }) {
  return {
    insert: (input: { userId: string; problemInternalId: number; reportType: ReportType; reportContent: string }) =>
      insertWithUniqueCode(db, 'report', async (tx, code) => {
        const [row] = await tx
          .insert(problemReports)
          .values({ reportId: code, userId: input.userId, problemId: input.problemInternalId, reportType: input.reportType, reportContent: input.reportContent })
          .returning({ reportId: problemReports.reportId, reportStatus: problemReports.reportStatus });
        return row!;
      }),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
