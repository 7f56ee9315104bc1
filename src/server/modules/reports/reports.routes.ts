import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { ZCreateReportRequest } from '../../../core/reports';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf, paramsOf } from '../../http/validation';
import { createVisibleProblemLookup } from '../../visibility/visible-problem';
import { createReportsRepository } from './reports.repository';
import { createReport } from './reports.usecases';

export function reportsRoutes({ db, guards, limits }: { db: Database; guards: Guards; limits: BodyLimits }) {
  const deps = { repo: createReportsRepository({ db }), findVisibleProblem: createVisibleProblemLookup(db) };
  return new Hono<GuardEnv>().post(
    '/problems/:problemId/reports',
    guards.requireUser,
    paramsOf(z.strictObject({ problemId: ZProblemCode })),
    limits.json,
    jsonOf(ZCreateReportRequest),
    async (c) => {
      const report = await createReport(deps, c.get('user'), c.req.valid('param').problemId, c.req.valid('json'));
      return c.json({ report }, 201);
    },
  );
}
