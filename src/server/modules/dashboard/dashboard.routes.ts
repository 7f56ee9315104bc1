import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode } from '../../../core/catalog-schemas';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../../core/dashboard';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { queryOf } from '../../http/validation';
import { createDashboardRepository } from './dashboard.repository';
import { getDashboard } from './dashboard.usecases';

const ZDashboardQuery = z.strictObject({
  tz: z.string().max(64).refine(isValidTimeZone, { message: 'unknown time zone' }).default(DEFAULT_TIME_ZONE),
  categoryId: ZCategoryCode.optional(),
});

export function dashboardRoutes({ db, guards, clock = () => new Date() }: { db: Database; guards: Guards; clock?: () => Date }) {
  const repo = createDashboardRepository({ db });
  return new Hono<GuardEnv>().get('/', guards.requireUser, queryOf(ZDashboardQuery), async (c) => {
    const { tz, categoryId } = c.req.valid('query');
    return c.json(await getDashboard({ repo, now: clock() }, c.get('user'), { timeZone: tz, categoryId: categoryId ?? null }));
  });
}
