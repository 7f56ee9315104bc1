import { computeStatistics, computeStreak, dateInTimeZone, RECENT_ACTIVITY_LIMIT } from '../../../core/dashboard';
import { QUESTION_STATUSES, type QuestionStatus } from '../../../core/question-status';
import type { SessionUser } from '../../http/context';
import type { DashboardRepository } from './dashboard.repository';

export async function getDashboard(
  { repo, now }: { repo: DashboardRepository; now: Date },
  user: SessionUser,
  { timeZone, categoryId }: { timeZone: string; categoryId: string | null },
) {
  const data = await repo.load(user.id, timeZone, categoryId, RECENT_ACTIVITY_LIMIT);
  const questionCounts = Object.fromEntries(QUESTION_STATUSES.map((status) => [status, data.questionCounts[status] ?? 0])) as Record<QuestionStatus, number>;
  return {
    timeZone,
    xpTotal: data.xpTotal ?? 0,
    streak: computeStreak(data.daysWithCorrectAnswer, dateInTimeZone(now, timeZone)),
    categories: data.categories,
    selectedCategoryId: categoryId,
    statistics: computeStatistics(data.summary),
    questionCounts,
    recentActivity: data.recentActivity.map((row) => ({
      problemId: row.problemId,
      isCorrect: row.isCorrect,
      attemptsCount: row.attemptsCount,
      updatedAt: new Date(row.updatedAt).toISOString(),
      link: row.isPublished ? { categoryId: row.categoryId, topicId: row.topicId, subtopicId: row.subtopicId, problemId: row.problemId } : null,
    })),
  };
}
