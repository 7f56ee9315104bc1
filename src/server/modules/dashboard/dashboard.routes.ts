import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode } from '../../../core/catalog-schemas';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { queryOf } from '../../http/validation';
import { createLearnerAssignments } from '../../assignments/learner-assignments';
import { createDashboardRepository } from './dashboard.repository';
import type { LearningDeps } from '../../learning/learning.usecases';
import { getDashboard } from './dashboard.usecases';
import { jsonResponse } from '../../http/compression';

// An unknown or unsupported zone is not refused: the usecase falls back to the default.
const ZDashboardQuery = z.strictObject({
  tz: z.string().optional(),
  categoryId: ZCategoryCode.optional(),
});

export function dashboardRoutes({ db, guards, learning, clock = () => new Date() }: { db: Database; guards: Guards; learning: LearningDeps; clock?: () => Date }) {
  const repo = createDashboardRepository({ db });
  const learnerAssignments = createLearnerAssignments({ db, outline: learning.repo.outline });
  return new Hono<GuardEnv>().get('/', guards.requireUser, queryOf(ZDashboardQuery), async (c) => {
    const { tz, categoryId } = c.req.valid('query');
    return jsonResponse(c, await getDashboard({ repo, now: clock(), learning, learnerAssignments }, c.get('user'), { requestedTimeZone: tz, categoryId: categoryId ?? null }));
  });
}
