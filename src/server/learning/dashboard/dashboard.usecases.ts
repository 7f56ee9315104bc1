import { computeStatistics, computeStreak, dateInTimeZone, DEFAULT_TIME_ZONE, isValidTimeZone, RECENT_ACTIVITY_LIMIT } from '../../../core/dashboard';
import { QUESTION_STATUSES, type QuestionStatus } from '../../../core/question-status';
import type { LearnerAssignments } from '../../classes';
import type { SessionUser } from '../../http/context';
import { dashboardLearning, hiddenSubtopicIds, type LearningDeps } from '../learning/learning.usecases';
import type { DashboardRepository } from './dashboard.repository';

type DashboardDeps = { repo: DashboardRepository; now: Date; learning: LearningDeps; learnerAssignments: LearnerAssignments };
type DashboardOptions = { requestedTimeZone: string | undefined; categoryId: string | null };
export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

// A zone both Node (for "today") and Postgres (for the streak days) understand: the name as
// sent, else its ICU canonical name (US/Pacific-New -> America/Los_Angeles), else the default.
// A learner with an odd browser zone still gets a dashboard, never an error.
export function resolveTimeZone(requested: string | undefined, databaseZones: ReadonlySet<string>): string {
  if (requested === undefined || !isValidTimeZone(requested)) return DEFAULT_TIME_ZONE;
  if (databaseZones.has(requested)) return requested;
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: requested }).resolvedOptions().timeZone;
  return databaseZones.has(canonical) ? canonical : DEFAULT_TIME_ZONE;
}

/** The learner's dashboard, read on each request. */
export async function getDashboard({ repo, now, learning, learnerAssignments }: DashboardDeps, user: SessionUser, { requestedTimeZone, categoryId }: DashboardOptions) {
  const timeZone = resolveTimeZone(requestedTimeZone, await repo.timeZoneNames());
  // Node's "today" is also the day the streak query starts from, so both agree on it.
  const today = dateInTimeZone(now, timeZone);
  // Issue 34: the reviews due and 'Lanjutkan' are read by the same statement (decision 055; the
  // map: GET /mastery/map). Issue 35: the 'Tugas' card, read by the same statement (decision 062).
  const hidden = await hiddenSubtopicIds(learning);
  const data = await repo.load(user.id, timeZone, today, categoryId, RECENT_ACTIVITY_LIMIT, { now, hiddenSubtopicIds: hidden });
  const [learned, assignments] = await Promise.all([dashboardLearning(learning, user.id, data.learning), learnerAssignments.openFrom(data.assignments, now)]);
  const questionCounts = Object.fromEntries(QUESTION_STATUSES.map((status) => [status, data.questionCounts[status] ?? 0])) as Record<QuestionStatus, number>;
  return {
    // The 'Tugas' card reads its due words on the server's clock, not the phone's (issue 51).
    serverNow: now.toISOString(),
    timeZone,
    xpTotal: data.xpTotal ?? 0,
    streak: computeStreak(data.daysWithCorrectAnswer, today),
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
    reviews: learned.reviews,
    next: learned.next,
    assignments,
  };
}
