import { Hono } from 'hono';
import { z } from 'zod';
import { publicCodePattern } from '../../../core/public-code';
import { ZReportStatus } from '../../../core/reports';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { ZPageQuery } from '../../http/pagination';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import { createAdminReportsRepository } from './admin-reports.repository';
import { changeReportStatus, listReports } from './admin-reports.usecases';

const ZReportListQuery = ZPageQuery.extend({ status: ZReportStatus.optional() });
const ZReportParams = z.strictObject({ reportId: z.string().regex(publicCodePattern('report')) });
const ZReportStatusChange = z.strictObject({ reportStatus: ZReportStatus });

// Mounted at /admin beside other admin modules, so the guard sits on each route rather than
// on '*', which would also run for their routes.
export function adminReportsRoutes({ db, guards, limits }: { db: Database; guards: Guards; limits: BodyLimits }) {
  const deps = { repo: createAdminReportsRepository({ db }) };
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    .get('/reports', admin, queryOf(ZReportListQuery), async (c) => c.json(await listReports(deps, c.req.valid('query'))))
    .patch('/reports/:reportId', admin, paramsOf(ZReportParams), limits.json, jsonOf(ZReportStatusChange), async (c) =>
      c.json(await changeReportStatus(deps, c.req.valid('param').reportId, c.req.valid('json').reportStatus)),
    );
}
