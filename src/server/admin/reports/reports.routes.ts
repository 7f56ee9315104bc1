import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode } from '../../../core/catalog-schemas';
import { ZCreateReportRequest } from '../../../core/reports';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { BodyLimits } from '../../http/body-limits';
import { refuseRateLimited, systemClock, type Clock } from '../../http/limiter-common';
import { createTokenBucketLimiter, type TokenBucketRule } from '../../http/token-bucket-limiter';
import { respondOnce } from '../../http/idempotency';
import { jsonOf, paramsOf } from '../../http/validation';
import { createVisibleProblemLookup } from '../../content';
import { createReportsRepository } from './reports.repository';
import { createReport } from './reports.usecases';

// A burst of 10 (a learner going through a worksheet), then one a minute: a script cannot flood
// the admins' list, and nobody reporting by hand is refused.
export const REPORTS_PER_LEARNER: TokenBucketRule = { max: 10, windowMs: 10 * 60 * 1000 };

type Deps = { db: Database; guards: Guards; limits: BodyLimits; clock?: Clock };

export function reportsRoutes({ db, guards, limits, clock = systemClock }: Deps) {
  const findVisibleProblem = createVisibleProblemLookup(db);
  const limiter = createTokenBucketLimiter(db, 'problem-report', REPORTS_PER_LEARNER, clock);
  return new Hono<GuardEnv>().post(
    '/problems/:problemId/reports',
    guards.requireUser,
    paramsOf(z.strictObject({ problemId: ZProblemCode })),
    limits.json,
    jsonOf(ZCreateReportRequest),
    async (c) => {
      const user = c.get('user');
      return respondOnce(c, { db, status: 201, fingerprint: c.req.valid('json') }, async (writer) => {
        // All on the transaction's connection: one held while waiting on the pool for another
        // deadlocks once as many reports arrive at once as the pool has connections (decision 065).
        const decision = await limiter.consume(user.id, { on: writer });
        if (!decision.allowed) refuseRateLimited(c, decision, 'Too many reports; try again later', 'reports.rate_limited');
        return { report: await createReport({ repo: createReportsRepository({ db: writer }), findVisibleProblem: (code) => findVisibleProblem(code, writer) }, user, c.req.valid('param').problemId, c.req.valid('json')) };
      });
    },
  );
}
