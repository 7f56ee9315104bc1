import { sql } from 'drizzle-orm';
import type { ProgressSummary } from '../../../core/dashboard';
import type { QuestionStatus } from '../../../core/question-status';
import type { Database } from '../../db/client';
import { isVisible, problemPathVisibility } from '../../visibility/visibility';

const STREAK_DAYS_LOOKBACK = 4000;
const CATEGORY_LIMIT = 500;

export type RecentActivityRow = {
  problemId: string;
  isCorrect: boolean;
  attemptsCount: number;
  updatedAt: string;
  categoryId: string;
  topicId: string;
  subtopicId: string;
  isPublished: boolean;
};

export type DashboardData = {
  xpTotal: number;
  categories: { categoryId: string; categoryName: string }[];
  summary: ProgressSummary;
  daysWithCorrectAnswer: string[];
  recentActivity: RecentActivityRow[];
  questionCounts: Partial<Record<QuestionStatus, number>>;
};

// Everything the dashboard shows, aggregated by Postgres in one statement (one round trip, one
// plan): no progress row is loaded into Node. Streak days are calendar days in the learner's
// zone with a correct answer, by updated_at (spec 4).
export function createDashboardRepository({ db }: { db: Database }) {
  let timeZoneNames: Promise<ReadonlySet<string>> | undefined;
  return {
    // The zone names this Postgres knows (its tzdata can lag or lead Node's ICU): read once.
    timeZoneNames: (): Promise<ReadonlySet<string>> => {
      timeZoneNames ??= db.execute<{ name: string }>(sql`select name from pg_timezone_names`).then(
        (rows) => new Set(rows.map((row) => row.name)),
        (error: unknown) => {
          timeZoneNames = undefined;
          throw error;
        },
      );
      return timeZoneNames;
    },
    load: async (userId: string, timeZone: string, categoryCode: string | null, recentLimit: number): Promise<DashboardData> => {
      const inCategory = categoryCode
        ? sql`and up.problem_id in (
            select p.id from problems p
            join subtopics s on s.id = p.subtopic_id
            join topics t on t.id = s.topic_id
            join categories c on c.id = t.category_id
            where c.category_id = ${categoryCode})`
        : sql``;
      const [row] = await db.execute<{ data: string }>(sql`
        select json_build_object(
          'xpTotal', (select xp_total from users where id = ${userId}),
          'categories', coalesce((
            select json_agg(json_build_object('categoryId', c.category_id, 'categoryName', c.category_name) order by c.sort_order, c.id)
            from (select category_id, category_name, sort_order, id from categories where ${isVisible.category} order by sort_order, id limit ${CATEGORY_LIMIT}) c
          ), '[]'::json),
          'summary', (
            select json_build_object(
              'attempted', count(*) filter (where up.attempts_count > 0),
              'correct', count(*) filter (where up.is_correct),
              'totalAttempts', coalesce(sum(up.attempts_count), 0),
              'solvedIn1', count(*) filter (where up.is_correct and up.attempts_count = 1),
              'solvedIn2', count(*) filter (where up.is_correct and up.attempts_count = 2),
              'solvedIn3', count(*) filter (where up.is_correct and up.attempts_count = 3),
              'solvedIn4Plus', count(*) filter (where up.is_correct and up.attempts_count >= 4))
            from user_progress up
            where up.user_id = ${userId} ${inCategory}
          ),
          'daysWithCorrectAnswer', coalesce((
            select json_agg(d.day order by d.day desc)
            from (
              select distinct (up.updated_at at time zone ${timeZone})::date as day
              from user_progress up
              where up.user_id = ${userId} and up.is_correct
              order by day desc
              limit ${STREAK_DAYS_LOOKBACK}
            ) d
          ), '[]'::json),
          'recentActivity', coalesce((
            select json_agg(json_build_object(
              'problemId', problems.problem_id, 'isCorrect', up.is_correct, 'attemptsCount', up.attempts_count, 'updatedAt', up.updated_at,
              'categoryId', categories.category_id, 'topicId', topics.topic_id, 'subtopicId', subtopics.subtopic_id,
              'isPublished', ${problemPathVisibility}) order by up.updated_at desc)
            from (
              select problem_id, is_correct, attempts_count, updated_at from user_progress
              where user_id = ${userId} and attempts_count > 0
              order by updated_at desc
              limit ${recentLimit}
            ) up
            join problems on problems.id = up.problem_id
            join subtopics on subtopics.id = problems.subtopic_id
            join topics on topics.id = subtopics.topic_id
            join categories on categories.id = topics.category_id
          ), '[]'::json),
          'questionCounts', coalesce((
            select json_object_agg(q.status, q.n) from (select status, count(*) as n from user_questions where user_id = ${userId} group by status) q
          ), '{}'::json)
        )::text as data`);
      return JSON.parse(row!.data) as DashboardData;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
