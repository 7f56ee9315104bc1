import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const STREAK_DAYS_LOOKBACK = 4000;

// Everything is aggregated in Postgres: no progress row is loaded into Node.
export function createDashboardRepository({ db }: { db: Database }) {
  return {
    xpTotal: async (userId: string) => {
      const [row] = await db.execute<{ xp_total: number }>(sql`select xp_total from users where id = ${userId}`);
      return row?.xp_total ?? 0;
    },

    publishedCategories: () =>
      db.execute<{ category_id: string; category_name: string }>(
        sql`select category_id, category_name from categories where is_published order by sort_order, id limit 500`,
      ),

    // Progress counts, optionally limited to one category's problems.
    progressSummary: async (userId: string, categoryCode: string | null) => {
      const categoryFilter = categoryCode
        ? sql`and exists (
            select 1 from problems p
            join subtopics s on s.id = p.subtopic_id
            join topics t on t.id = s.topic_id
            join categories c on c.id = t.category_id
            where p.id = up.problem_id and c.category_id = ${categoryCode})`
        : sql``;
      const [row] = await db.execute<Record<string, string | number>>(sql`
        select
          count(*) filter (where up.attempts_count > 0)::int as attempted,
          count(*) filter (where up.is_correct)::int as correct,
          coalesce(sum(up.attempts_count), 0)::int as total_attempts,
          count(*) filter (where up.is_correct and up.attempts_count = 1)::int as solved_in_1,
          count(*) filter (where up.is_correct and up.attempts_count = 2)::int as solved_in_2,
          count(*) filter (where up.is_correct and up.attempts_count = 3)::int as solved_in_3,
          count(*) filter (where up.is_correct and up.attempts_count >= 4)::int as solved_in_4_plus
        from user_progress up
        where up.user_id = ${userId} ${categoryFilter}`);
      return {
        attempted: Number(row?.attempted ?? 0),
        correct: Number(row?.correct ?? 0),
        totalAttempts: Number(row?.total_attempts ?? 0),
        solvedIn1: Number(row?.solved_in_1 ?? 0),
        solvedIn2: Number(row?.solved_in_2 ?? 0),
        solvedIn3: Number(row?.solved_in_3 ?? 0),
        solvedIn4Plus: Number(row?.solved_in_4_plus ?? 0),
      };
    },

    // Calendar days (in the learner's zone) with a correct answer, newest first (spec 4: by updated_at).
    daysWithCorrectAnswer: async (userId: string, timeZone: string) => {
      const rows = await db.execute<{ day: string }>(sql`
        select distinct to_char(up.updated_at at time zone ${timeZone}, 'YYYY-MM-DD') as day
        from user_progress up
        where up.user_id = ${userId} and up.is_correct
        order by day desc
        limit ${STREAK_DAYS_LOOKBACK}`);
      return rows.map((row) => row.day);
    },

    recentActivity: (userId: string, limit: number) =>
      db.execute<{
        problem_id: string;
        is_correct: boolean;
        attempts_count: number;
        updated_at: string;
        category_id: string;
        topic_id: string;
        subtopic_id: string;
        is_published: boolean;
      }>(sql`
        select p.problem_id, up.is_correct, up.attempts_count, up.updated_at,
               c.category_id, t.topic_id, s.subtopic_id,
               (c.is_published and t.is_published and s.is_published) as is_published
        from user_progress up
        join problems p on p.id = up.problem_id
        join subtopics s on s.id = p.subtopic_id
        join topics t on t.id = s.topic_id
        join categories c on c.id = t.category_id
        where up.user_id = ${userId} and up.attempts_count > 0
        order by up.updated_at desc
        limit ${limit}`),

    questionCounts: async (userId: string) => {
      const rows = await db.execute<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from user_questions where user_id = ${userId} group by status`,
      );
      const counts = { pending: 0, answerable: 0, resolved: 0, not_answerable: 0 };
      for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.count);
      return counts;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
