import { eq, sql } from 'drizzle-orm';
import { ITEM_ANALYTICS } from '../../../core/item-analytics';
import type { Database } from '../../db/client';
import { questionStart } from '../../db/question-start';
import { joinProblemPath, openReportsOf, wrongAnswerGroups } from '../../content';
import { storedMarkup } from '../../markup/stored-markup';
import { categories, problems, subtopics, topics } from '../../db/schema';


type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

export type TOutcomeCounts = { learners: number; one: number; two: number; three: number; four_plus: number; solved: number; solved_attempts: number };

// Aggregates only: no query here returns a learner's identity (issue 15, privacy).
export function createAdminAnalyticsRepository({ db }: { db: Database }) {
  return {
    findProblem: async (problemCode: string) => {
      const query = db
        .select({
          id: problems.id,
          problemId: problems.problemId,
          type: problems.type,
          answerMode: problems.answerMode,
          questionStart: questionStart,
          previewHtml: storedMarkup(problems.previewHtml),
          categoryId: categories.categoryId,
          topicId: topics.topicId,
          subtopicId: subtopics.subtopicId,
          subtopicName: subtopics.subtopicName,
          openReports: openReportsOf(problems.id),
        })
        .from(problems)
        .$dynamic();
      const [row] = await joinProblemPath(query).where(eq(problems.problemId, problemCode));
      return row;
    },

    // All time, from the learners' progress rows: a solver's attempts_count is what it took.
    allTimeOutcomes: async (problemInternalId: number): Promise<TOutcomeCounts> => {
      const [row] = await db.execute<TOutcomeCounts>(sql`
        select count(*)::int as learners,
               (count(*) filter (where is_correct and attempts_count = 1))::int as one,
               (count(*) filter (where is_correct and attempts_count = 2))::int as two,
               (count(*) filter (where is_correct and attempts_count = 3))::int as three,
               (count(*) filter (where is_correct and attempts_count >= 4))::int as four_plus,
               (count(*) filter (where is_correct))::int as solved,
               coalesce(sum(attempts_count) filter (where is_correct), 0)::int as solved_attempts
        from user_progress where problem_id = ${problemInternalId} and attempts_count > 0`);
      return row!;
    },

    // The last days, from the attempts made in them: learners who tried then, and the attempt
    // (numbered over all time) on which those who solved it then did.
    recentOutcomes: async (problemInternalId: number): Promise<TOutcomeCounts> => {
      const [row] = await db.execute<TOutcomeCounts>(sql`
        select count(distinct user_id)::int as learners,
               (count(*) filter (where is_correct and attempt_number = 1))::int as one,
               (count(*) filter (where is_correct and attempt_number = 2))::int as two,
               (count(*) filter (where is_correct and attempt_number = 3))::int as three,
               (count(*) filter (where is_correct and attempt_number >= 4))::int as four_plus,
               (count(*) filter (where is_correct))::int as solved,
               coalesce(sum(attempt_number) filter (where is_correct), 0)::int as solved_attempts
        from problem_attempts
        where problem_id = ${problemInternalId} and created_at >= now() - make_interval(days => ${ITEM_ANALYTICS.recentDays})`);
      return row!;
    },

    // Wrong answers grouped as stored (shared with the teachers' reports); the usecase merges
    // groups that mean the same.
    wrongAnswerGroups: async (problemInternalId: number, recentOnly: boolean) =>
      (await wrongAnswerGroups(db, { problemIds: [problemInternalId], recentOnly })).get(problemInternalId) ?? [],

    findSubtopic: async (subtopicCode: string) => {
      const [row] = await db
        .select({ id: subtopics.id, subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName })
        .from(subtopics)
        .where(eq(subtopics.subtopicId, subtopicCode));
      return row;
    },

    // A subtopic's problems in their current order with their live figures; `lock` holds the rows
    // until the transaction that reorders them ends.
    subtopicProblems: async (reader: Reader, subtopicInternalId: number, lock = false) => {
      const rows = await reader.execute<{
        id: number;
        problem_id: string;
        type: string;
        question_start: string;
        learners: number;
        first_try: number;
        solved: number;
      }>(sql`
        with ordered as (
          select id, problem_id, type, ${questionStart} as question_start, sort_order
          from problems where subtopic_id = ${subtopicInternalId}
          order by sort_order, id
          ${lock ? sql`for update` : sql``}
        )
        select o.id, o.problem_id, o.type, o.question_start,
               count(up.user_id)::int as learners,
               (count(*) filter (where up.is_correct and up.attempts_count = 1))::int as first_try,
               (count(*) filter (where up.is_correct))::int as solved
        from ordered o
        left join user_progress up on up.problem_id = o.id and up.attempts_count > 0
        group by o.id, o.problem_id, o.type, o.question_start, o.sort_order
        order by o.sort_order, o.id`);
      return [...rows];
    },

    applyOrder: async (tx: Tx, orderedIds: number[]) => {
      if (orderedIds.length === 0) return;
      // Ids read from the table just now, inlined as an int[] literal (one statement for any count).
      if (!orderedIds.every((id) => Number.isSafeInteger(id))) throw new Error('applyOrder takes internal problem ids');
      await tx.execute(sql`
        update problems p set sort_order = o.position
        from unnest(${sql.raw(`'{${orderedIds.join(',')}}'::int[]`)}) with ordinality as o(id, position)
        where p.id = o.id`);
    },

    inTransaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
    reader: db,
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
