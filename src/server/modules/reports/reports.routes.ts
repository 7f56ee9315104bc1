import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { ZCreateReportRequest } from '../../../core/report-schemas';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { problemReports } from '../../db/schema';
import { insertWithUniqueCode } from '../../db/unique-code';
import { readJson, readParams } from '../../http/validation';
import { practiceErrors } from '../practice/practice.errors';
import { createPracticeRepository } from '../practice/practice.repository';

export function reportsRoutes({ db, guards }: { db: Database; guards: Guards }) {
  const practice = createPracticeRepository({ db });
  return new Hono<GuardEnv>().post('/problems/:problemId/reports', guards.requireUser, async (c) => {
    const { problemId } = readParams(c, z.strictObject({ problemId: ZProblemCode }));
    const { reportType, reportContent } = await readJson(c, ZCreateReportRequest);
    const problem = await practice.findPublishedProblem(problemId);
    if (!problem) throw practiceErrors.problemNotFound();
    const report = await insertWithUniqueCode(db, 'report', async (tx, code) => {
      const [row] = await tx
        .insert(problemReports)
        .values({ reportId: code, userId: c.get('user').id, problemId: problem.id, reportType, reportContent })
        .returning({ reportId: problemReports.reportId, reportStatus: problemReports.reportStatus });
      return row!;
    });
    return c.json({ report }, 201);
  });
}
