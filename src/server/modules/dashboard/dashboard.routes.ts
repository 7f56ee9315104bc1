import { Hono } from 'hono';
import { z } from 'zod';
import { ZCategoryCode } from '../../../core/catalog-schemas';
import { computeStatistics, computeStreak, dateInTimeZone, DEFAULT_TIME_ZONE, isValidTimeZone, RECENT_ACTIVITY_LIMIT } from '../../../core/dashboard';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { readQuery } from '../../http/validation';
import { createDashboardRepository } from './dashboard.repository';

const ZDashboardQuery = z.strictObject({
  tz: z.string().max(64).refine(isValidTimeZone, { message: 'unknown time zone' }).default(DEFAULT_TIME_ZONE),
  categoryId: ZCategoryCode.optional(),
});

export function dashboardRoutes({ db, guards, clock = () => new Date() }: { db: Database; guards: Guards; clock?: () => Date }) {
  const repo = createDashboardRepository({ db });
  return new Hono<GuardEnv>().get('/', guards.requireUser, async (c) => {
    const { tz, categoryId } = readQuery(c, ZDashboardQuery);
    const userId = c.get('user').id;
    const now = clock();
    const data = await repo.load(userId, tz, categoryId ?? null, RECENT_ACTIVITY_LIMIT);
    const counts = data.questionCounts;
    return c.json({
      timeZone: tz,
      xpTotal: data.xpTotal ?? 0,
      streak: computeStreak(data.daysWithCorrectAnswer, dateInTimeZone(now, tz)),
      categories: data.categories,
      selectedCategoryId: categoryId ?? null,
      statistics: computeStatistics(data.summary),
      questionCounts: {
        pending: counts.pending ?? 0,
        answerable: counts.answerable ?? 0,
        resolved: counts.resolved ?? 0,
        not_answerable: counts.not_answerable ?? 0,
      },
      recentActivity: data.recentActivity.map((row) => ({
        problemId: row.problemId,
        isCorrect: row.isCorrect,
        attemptsCount: row.attemptsCount,
        updatedAt: new Date(row.updatedAt).toISOString(),
        link: row.isPublished ? { categoryId: row.categoryId, topicId: row.topicId, subtopicId: row.subtopicId, problemId: row.problemId } : null,
      })),
    });
  });
}
