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
    const [xpTotal, categories, summary, days, recent, questionCounts] = await Promise.all([
      repo.xpTotal(userId),
      repo.publishedCategories(),
      repo.progressSummary(userId, categoryId ?? null),
      repo.daysWithCorrectAnswer(userId, tz),
      repo.recentActivity(userId, RECENT_ACTIVITY_LIMIT),
      repo.questionCounts(userId),
    ]);
    const streak = computeStreak(days, dateInTimeZone(now, tz));
    return c.json({
      timeZone: tz,
      xpTotal,
      streak,
      categories: categories.map((row) => ({ categoryId: row.category_id, categoryName: row.category_name })),
      selectedCategoryId: categoryId ?? null,
      statistics: computeStatistics(summary),
      questionCounts,
      recentActivity: recent.map((row) => ({
        problemId: row.problem_id,
        isCorrect: row.is_correct,
        attemptsCount: row.attempts_count,
        updatedAt: new Date(row.updated_at).toISOString(),
        link: row.is_published ? { categoryId: row.category_id, topicId: row.topic_id, subtopicId: row.subtopic_id, problemId: row.problem_id } : null,
      })),
    });
  });
}
