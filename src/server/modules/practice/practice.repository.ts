import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TSubmittedAnswer } from '../../../core/problem-types';
import { categories, problems, problemTheories, subtopics, theories, topics, userProgress } from '../../db/schema';
import { isProblemPathVisible, joinProblemPath } from '../../visibility/visibility';

const problemColumns = {
  id: problems.id,
  problemId: problems.problemId,
  type: problems.type,
  questionText: problems.questionText,
  answer: problems.answer,
  options: problems.options,
  answerCategories: problems.answerCategories,
  answerMode: problems.answerMode,
  answerTolerance: problems.answerTolerance,
  solutionText: problems.solutionText,
  hasSolution: problems.hasSolution,
  isPublic: problems.isPublic,
  videoLink: problems.videoLink,
  tag: problems.tag,
};

export type ProblemRow = Pick<typeof problems.$inferSelect, keyof typeof problemColumns>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ProgressState = { isCorrect: boolean; attemptsCount: number; lastAttempt: { answer: TSubmittedAnswer; isCorrect: boolean } | null };
export type AttemptDecision = { kind: 'unchanged' } | { kind: 'attempt'; answer: TSubmittedAnswer; isCorrect: boolean; xp: number };

// Hot-path queries are prepared once per process (query building is a large share of their cost).
export function createPracticeRepository({ db }: { db: Database }) {
  const problemInPath = joinProblemPath(
    db
      .select({
      ...problemColumns,
      categoryCode: categories.categoryId,
      categoryName: categories.categoryName,
      topicCode: topics.topicId,
      topicName: topics.topicName,
      subtopicCode: subtopics.subtopicId,
      subtopicName: subtopics.subtopicName,
      // Its place in the subtopic's listing order (sort_order, then id).
      number: sql<number>`(select count(*)::int from problems p2 where p2.subtopic_id = ${problems.subtopicId} and (p2.sort_order, p2.id) <= (${problems.sortOrder}, ${problems.id}))`,
      })
      .from(problems)
      .$dynamic(),
  )
    .where(
      and(
        eq(problems.problemId, sql.placeholder('problemId')),
        eq(subtopics.subtopicId, sql.placeholder('subtopicId')),
        eq(topics.topicId, sql.placeholder('topicId')),
        eq(categories.categoryId, sql.placeholder('categoryId')),
        isProblemPathVisible,
      ),
    )
    .prepare('practice_problem_in_path');

  const publishedProblem = joinProblemPath(db.select(problemColumns).from(problems).$dynamic())
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemPathVisible))
    .prepare('practice_published_problem');

  const theoriesOfProblem = db
    .select({ content: theories.content })
    .from(problemTheories)
    .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
    .where(eq(problemTheories.problemId, sql.placeholder('problemId')))
    .orderBy(asc(problemTheories.sortOrder), asc(theories.id))
    .prepare('practice_problem_theories');

  // Progress (with the last answer) and bookmark of one learner on one problem, in one round trip.
  const learnerStateQuery = db
    .select({
      isCorrect: userProgress.isCorrect,
      attemptsCount: userProgress.attemptsCount,
      isBookmarked: sql<boolean>`exists (select 1 from user_bookmarks b where b.user_id = ${sql.placeholder('userId')} and b.problem_id = ${sql.placeholder('problemId')})`,
      lastAnswer: userProgress.lastAnswer,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(userProgress, and(eq(userProgress.userId, sql.placeholder('userId')), eq(userProgress.problemId, sql.placeholder('problemId'))))
    .prepare('practice_learner_state');

  return {
    // One query: the problem, its place in the URL's hierarchy (all published) and its number.
    findProblemInPath: async (codes: { categoryId: string; topicId: string; subtopicId: string; problemId: string }) => {
      const [row] = await problemInPath.execute(codes);
      return row;
    },

    findPublishedProblem: async (problemCode: string): Promise<ProblemRow | undefined> => {
      const [row] = await publishedProblem.execute({ problemId: problemCode });
      return row;
    },

    linkedTheories: async (problemInternalId: number): Promise<string[]> => {
      const rows = await theoriesOfProblem.execute({ problemId: problemInternalId });
      return rows.map((row) => row.content);
    },

    learnerState: async (userId: string, problemInternalId: number) => {
      const [row] = await learnerStateQuery.execute({ userId, problemId: problemInternalId });
      return {
        isCorrect: row?.isCorrect ?? false,
        attemptsCount: row?.attemptsCount ?? 0,
        isBookmarked: row?.isBookmarked ?? false,
        lastAttempt: row && row.attemptsCount !== null && row.attemptsCount > 0 ? { answer: row.lastAnswer, isCorrect: row.isCorrect ?? false } : null,
      };
    },

    // The whole graded attempt in one transaction of two statements. The first creates or locks
    // the learner's progress row (ON CONFLICT DO UPDATE takes the row lock and returns the latest
    // version), so 20 identical requests arriving together are graded one after another and XP
    // is paid once. The second writes the attempt, the progress and the XP together.
    recordAttempt: (userId: string, problemInternalId: number, decide: (state: ProgressState) => AttemptDecision) =>
      db.transaction(async (tx: Tx) => {
        const [locked] = await tx.execute<{ is_correct: boolean; attempts_count: number; last_answer: string | null }>(sql`
          insert into user_progress (user_id, problem_id) values (${userId}, ${problemInternalId})
          on conflict (user_id, problem_id) do update set user_id = excluded.user_id
          returning is_correct, attempts_count, last_answer`);
        const lastCorrect = locked!.attempts_count > 0 ? locked!.is_correct : null;
        const state: ProgressState = {
          isCorrect: locked!.is_correct,
          attemptsCount: locked!.attempts_count,
          // Raw statement: jsonb arrives as its JSON text (see db/client.ts).
          lastAttempt: locked!.attempts_count > 0 && locked!.last_answer !== null ? { answer: JSON.parse(locked!.last_answer), isCorrect: lastCorrect ?? false } : null,
        };
        const decision = decide(state);
        if (decision.kind === 'unchanged') return { ...state, recorded: false as const, xpAwarded: 0, xpTotal: null };

        const attemptNumber = state.attemptsCount + 1;
        const answerJson = JSON.stringify(decision.answer);
        const [written] = await tx.execute<{ xp_total: number | null }>(sql`
          with attempt as (
            insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded)
            values (${userId}, ${problemInternalId}, ${answerJson}::jsonb, ${decision.isCorrect}, ${attemptNumber}, ${decision.xp})
          ), progress as (
            update user_progress
            set attempts_count = ${attemptNumber}, is_correct = ${decision.isCorrect}, last_answer = ${answerJson}::jsonb, updated_at = now()
            where user_id = ${userId} and problem_id = ${problemInternalId}
          ), xp as (
            update users set xp_total = xp_total + ${decision.xp} where id = ${userId} and ${decision.xp} > 0 returning xp_total
          )
          select (select xp_total from xp) as xp_total`);
        return {
          isCorrect: decision.isCorrect,
          attemptsCount: attemptNumber,
          lastAttempt: { answer: decision.answer, isCorrect: decision.isCorrect },
          recorded: true as const,
          xpAwarded: decision.xp,
          xpTotal: written?.xp_total ?? null,
        };
      }),
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
