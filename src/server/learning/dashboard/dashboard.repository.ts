import { sql, type SQL } from 'drizzle-orm';
import { STREAK_STRIP_DAYS, type ProgressSummary } from '../../../core/dashboard';
import type { QuestionStatus } from '../../../core/question-status';
import { createCache, type Cache } from '../../cache/cache';
import type { Database } from '../../db/client';
import { type OpenAssignmentRows, openAssignmentsJson } from '../../classes';
import { dashboardLearningState, type DashboardLearningState } from '../learning/learning.repository';
import { isVisible, problemVisibility } from '../../content';

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
  // The days with a correct answer that computeStreak looks at: the current streak's and the strip's.
  daysWithCorrectAnswer: string[];
  recentActivity: RecentActivityRow[];
  questionCounts: Partial<Record<QuestionStatus, number>>;
  // Issue 34: the reviews due and where the learner last practised (decision 055).
  learning: DashboardLearningState;
  // Issue 35: the 'Tugas' card's open assignments, read by the same statement (decision 062).
  assignments: OpenAssignmentRows;
};

// The statement's parameters: it is prepared, so Postgres plans it once per connection (issue 13:
// planning cost more than running it).
const param = {
  userId: sql.placeholder('userId'),
  timeZone: sql.placeholder('timeZone'),
  today: sql.placeholder('today'),
  categoryCode: sql.placeholder('categoryCode'),
  recentLimit: sql.placeholder('recentLimit'),
  now: sql.placeholder('now'),
  hiddenSubtopicIds: sql.placeholder('hiddenSubtopicIds'),
};

// The summary's figures, named as learner_stats names them. Unfiltered, they are the learner's
// learner_stats row (written with their progress, learning/answer-writer.ts; sum() of at most one
// row gives zeros when there is none yet); for a category, the sum of the learner's counters of
// its subtopics (learner_subtopic_stats, written the same way), not
// its problems joined with their progress rows (3–11 ms on the national-scale data).
const unfilteredSummary = sql`
  select coalesce(sum(attempted), 0) as attempted, coalesce(sum(correct), 0) as correct,
    coalesce(sum(total_attempts), 0) as total_attempts, coalesce(sum(solved_in_1), 0) as solved_in_1,
    coalesce(sum(solved_in_2), 0) as solved_in_2, coalesce(sum(solved_in_3), 0) as solved_in_3,
    coalesce(sum(solved_in_4_plus), 0) as solved_in_4_plus
  from learner_stats where user_id = ${param.userId}`;
const categorySummary = sql`
  select coalesce(sum(st.attempted), 0) as attempted, coalesce(sum(st.solved), 0) as correct,
    coalesce(sum(st.total_attempts), 0) as total_attempts, coalesce(sum(st.solved_in_1), 0) as solved_in_1,
    coalesce(sum(st.solved_in_2), 0) as solved_in_2, coalesce(sum(st.solved_in_3), 0) as solved_in_3,
    coalesce(sum(st.solved_in_4_plus), 0) as solved_in_4_plus
  from learner_subtopic_stats st
  where st.user_id = ${param.userId} and st.subtopic_id in (
    select s.id from subtopics s
    join topics t on t.id = s.topic_id
    join categories c on c.id = t.category_id
    where c.category_id = ${param.categoryCode})`;

// Whether the learner answered correctly on `day`, a calendar day in their zone: index-only probes
// of the partial index. The exact test keeps a day right when its local midnight is ambiguous (a
// fall-back at midnight, as in Havana and the Azores: Postgres takes the later instant, and up to
// 3 hours of the day, the most tzdata has had since 2000, come before it). Those 3 hours are
// probed second, and only for a day the first probe found nothing on: probed together, the index
// walked through every answer of the 3 hours before the day (the evening before, for a learner
// who practises at night) before reaching the day's first (issue 13).
// Issue 34: a correct review is a day practised too (review_logs, its partial index alike).
const correctAnswerOn = (day: SQL, from: SQL, to: SQL) => sql`(exists (
  select 1 from user_progress up
  where up.user_id = ${param.userId} and up.is_correct
    and up.updated_at >= ${from} and up.updated_at < ${to}
    and (up.updated_at at time zone ${param.timeZone})::date = ${day}) or exists (
  select 1 from review_logs rl
  where rl.user_id = ${param.userId} and rl.is_correct
    and rl.reviewed_at >= ${from} and rl.reviewed_at < ${to}
    and (rl.reviewed_at at time zone ${param.timeZone})::date = ${day}))`;
const hasCorrectAnswerOn = (day: SQL) => {
  const midnight = sql`((${day})::timestamp at time zone ${param.timeZone})`;
  const nextMidnight = sql`((${day} + 1)::timestamp at time zone ${param.timeZone})`;
  return sql`(${correctAnswerOn(day, midnight, nextMidnight)} or ${correctAnswerOn(day, sql`${midnight} - interval '3 hours'`, midnight)})`;
};

// The days computeStreak looks at, as a JSON array: a walk back from today, one probe a day,
// through the strip and then on while the streak holds (newer_unbroken: every later day up to
// today had a correct answer), never past STREAK_DAYS_LOOKBACK days. No scan of every answer.
const daysWithCorrectAnswer = sql`
  with recursive walk(day, done, newer_unbroken) as (
    select ${param.today}::date, ${hasCorrectAnswerOn(sql`${param.today}::date`)}, true
    union all
    select walk.day - 1, ${hasCorrectAnswerOn(sql`walk.day - 1`)}, walk.newer_unbroken and walk.done
    from walk
    where walk.day > ${param.today}::date - ${STREAK_DAYS_LOOKBACK - 1}::int
      and (walk.day > ${param.today}::date - ${STREAK_STRIP_DAYS - 1}::int or (walk.newer_unbroken and walk.done))
  )
  select coalesce(json_agg(walk.day) filter (where walk.done), '[]'::json) from walk`;

// Everything the dashboard shows, from Postgres in one statement (one round trip, one plan): no
// progress row is loaded into Node, and a learner's rows are not all read for the unfiltered
// summary or the streak (issue 13). Streak days are calendar days in the learner's zone with a
// correct answer, by updated_at (spec 4).
const dashboardData = (summary: SQL) => sql<string>`json_build_object(
  'xpTotal', (select xp_total from users where id = ${param.userId}),
  'categories', coalesce((
    select json_agg(json_build_object('categoryId', c.category_id, 'categoryName', c.category_name) order by c.sort_order, c.id)
    from (select category_id, category_name, sort_order, id from categories where ${isVisible.category} order by sort_order, id limit ${CATEGORY_LIMIT}) c
  ), '[]'::json),
  'summary', (
    select json_build_object('attempted', s.attempted, 'correct', s.correct, 'totalAttempts', s.total_attempts,
      'solvedIn1', s.solved_in_1, 'solvedIn2', s.solved_in_2, 'solvedIn3', s.solved_in_3, 'solvedIn4Plus', s.solved_in_4_plus)
    from (${summary}) s
  ),
  'daysWithCorrectAnswer', (${daysWithCorrectAnswer}),
  'recentActivity', coalesce((
    select json_agg(json_build_object(
      'problemId', problems.problem_id, 'isCorrect', up.is_correct, 'attemptsCount', up.attempts_count, 'updatedAt', up.updated_at,
      'categoryId', categories.category_id, 'topicId', topics.topic_id, 'subtopicId', subtopics.subtopic_id,
      'isPublished', ${problemVisibility}) order by up.updated_at desc)
    from (
      select problem_id, is_correct, attempts_count, updated_at from user_progress
      where user_id = ${param.userId} and attempts_count > 0
      -- NULLS LAST, as the index has it: the planner then walks it instead of sorting every row.
      order by updated_at desc nulls last
      limit ${param.recentLimit}
    ) up
    join problems on problems.id = up.problem_id
    join subtopics on subtopics.id = problems.subtopic_id
    join topics on topics.id = subtopics.topic_id
    join categories on categories.id = topics.category_id
  ), '[]'::json),
  'questionCounts', coalesce((
    select json_object_agg(q.status, q.n) from (select status, count(*) as n from user_questions where user_id = ${param.userId} group by status) q
  ), '{}'::json),
  'learning', ${dashboardLearningState(sql`(select ${param.userId}::text)`, sql`(select ${param.now}::timestamptz)`, sql`(select ${param.hiddenSubtopicIds}::int[])::int[]`)},
  'assignments', ${openAssignmentsJson}
)::text`;

export function createDashboardRepository({ db, cache = createCache() }: { db: Database; cache?: Cache }) {
  const zoneNames = cache.holder<ReadonlySet<string>>('time zone names', { sizeOf: (names) => 40 * names.size });
  const readZoneNames = async (): Promise<ReadonlySet<string>> => new Set((await db.execute<{ name: string }>(sql`select name from pg_timezone_names`)).map((row) => row.name));
  const dashboardQuery = (summary: SQL, name: string) =>
    db.select({ data: dashboardData(summary) }).from(sql`(select 1) as one`).prepare(name);
  const unfiltered = dashboardQuery(unfilteredSummary, 'dashboard');
  const inCategory = dashboardQuery(categorySummary, 'dashboard_in_category');
  return {
    // The zone names this Postgres knows (its tzdata can lag or lead Node's ICU), held: they
    // change only with Postgres's own upgrade.
    timeZoneNames: async (): Promise<ReadonlySet<string>> => (await zoneNames.get('all', readZoneNames))!,
    load: async (
      userId: string,
      timeZone: string,
      today: string,
      categoryCode: string | null,
      recentLimit: number,
      { now, hiddenSubtopicIds }: { now: Date; hiddenSubtopicIds: number[] },
    ): Promise<DashboardData> => {
      const parameters = { userId, timeZone, today, recentLimit, now: now.toISOString(), hiddenSubtopicIds };
      const [row] = categoryCode ? await inCategory.execute({ ...parameters, categoryCode }) : await unfiltered.execute(parameters);
      return JSON.parse(row!.data) as DashboardData;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
