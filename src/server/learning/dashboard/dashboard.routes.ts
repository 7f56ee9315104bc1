import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode } from '../../../core/catalog-schemas';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import { queryOf } from '../../http/validation';
import { createLearnerAssignments } from '../../classes';
import type { DashboardRepository } from './dashboard.repository';
import type { LearningDeps } from '../learning/learning.usecases';
import { getDashboard } from './dashboard.usecases';
import { jsonResponse } from '../../http/compression';

// An unknown or unsupported zone is not refused: the usecase falls back to the default.
const ZDashboardQuery = z.strictObject({
  tz: z.string().optional(),
  categoryId: ZCategoryCode.optional(),
});

// `repo`: the app's one (the zone names it holds are shared with the server-rendered page).
export function dashboardRoutes({ db, repo, guards, learning, clock = () => new Date() }: { db: Database; repo: DashboardRepository; guards: Guards; learning: LearningDeps; clock?: () => Date }) {
  const learnerAssignments = createLearnerAssignments({ db, outline: learning.repo.outline });
  return new Hono<GuardEnv>().get('/', guards.requireUser, queryOf(ZDashboardQuery), async (c) => {
    const { tz, categoryId } = c.req.valid('query');
    return jsonResponse(c, await getDashboard({ repo, now: clock(), learning, learnerAssignments }, c.get('user'), { requestedTimeZone: tz, categoryId: categoryId ?? null }));
  });
}
