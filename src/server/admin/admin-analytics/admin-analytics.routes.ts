import { Hono } from 'hono';
import { z } from 'zod';
import { ZProblemCode, ZSubtopicCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf, paramsOf } from '../../http/validation';
import { createAdminAnalyticsRepository } from './admin-analytics.repository';
import { applyDifficultyOrder, getDifficultyOrder, getProblemAnalytics } from './admin-analytics.usecases';

// Item analytics for authors (issue 15); the list's figures are in admin-problems' list.
// The problem codes in the order the admin was shown and confirmed.
const ZApplyOrderRequest = z.strictObject({ expected: z.array(ZProblemCode).max(10_000) });

export function adminAnalyticsRoutes({ db, guards, limits, changes }: { db: Database; guards: Guards; limits: BodyLimits; changes: Changes }) {
  const deps = { repo: createAdminAnalyticsRepository({ db }), changes };
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    .get('/problems/:problemId/analytics', admin, paramsOf(z.strictObject({ problemId: ZProblemCode })), async (c) =>
      c.json(await getProblemAnalytics(deps, c.req.valid('param').problemId)),
    )
    .get('/subtopics/:subtopicId/difficulty-order', admin, paramsOf(z.strictObject({ subtopicId: ZSubtopicCode })), async (c) =>
      c.json(await getDifficultyOrder(deps, c.req.valid('param').subtopicId)),
    )
    .post(
      '/subtopics/:subtopicId/difficulty-order',
      admin,
      paramsOf(z.strictObject({ subtopicId: ZSubtopicCode })),
      limits.json,
      jsonOf(ZApplyOrderRequest),
      async (c) => c.json(await applyDifficultyOrder(deps, c.req.valid('param').subtopicId, c.req.valid('json').expected)),
    );
}
