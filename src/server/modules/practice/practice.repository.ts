import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createContentCache, type ContentChanges } from '../../db/content-changes';
import type { TSubmittedAnswer } from '../../../core/problem-types';
import { categories, problems, problemTheories, subtopics, theories, topics, userProgress } from '../../db/schema';
import { storedMarkup } from '../../markup/stored-markup';
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

const MAX_ATTEMPT_WRITE_TRIES = 50;

// A learner's progress row as read, or its columns from a left join (all null: no row yet). An
// attempt always writes last_answer with it, so a row with attempts has one.
type ProgressRow = { isCorrect: boolean | null; attemptsCount: number | null; lastAnswer: TSubmittedAnswer | null };

function progressStateOf(row: ProgressRow | undefined): ProgressState {
  const attemptsCount = row?.attemptsCount ?? 0;
  const isCorrect = row?.isCorrect ?? false;
  return {
    isCorrect,
    attemptsCount,
    lastAttempt: attemptsCount > 0 && row?.lastAnswer != null ? { answer: row.lastAnswer, isCorrect } : null,
  };
}

export type ProgressState = { isCorrect: boolean; attemptsCount: number; lastAttempt: { answer: TSubmittedAnswer; isCorrect: boolean } | null };
export type AttemptDecision = { kind: 'unchanged' } | { kind: 'attempt'; answer: TSubmittedAnswer; isCorrect: boolean; xp: number };

// Problems by their path kept in memory (db/content-changes.ts): a guest's problem page then
// costs no query, a learner's one fewer. Bounded by count and by size (about twice a row's JSON:
// V8 keeps KaTeX's output as two-byte strings): a class works on a few problems at a time.
const PROBLEMS_IN_MEMORY = 2000;
const PROBLEMS_BYTES = 16_000_000;
const problemRowBytes = (row: object) => 500 + 2 * JSON.stringify(row).length;

// Hot-path queries are prepared once per process (query building is a large share of their cost).
// Without `contentChanges` (scripts, tests of the repository) every read goes to the database.
export function createPracticeRepository({ db, contentChanges }: { db: Database; contentChanges?: Pick<ContentChanges, 'generation' | 'live'> }) {
  const problemInPath = joinProblemPath(
    db
      .select({
      ...problemColumns,
      questionHtml: storedMarkup(problems.questionHtml),
      optionsHtml: storedMarkup(problems.optionsHtml),
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

  // The answer check's one read: the problem, its stored solution (an answer is often right) and,
  // for a learner, their progress on it (userId null for a guest matches no row).
  const problemToCheck = joinProblemPath(
    db
      .select({
        ...problemColumns,
        solutionHtml: storedMarkup(problems.solutionHtml),
        progressIsCorrect: userProgress.isCorrect,
        progressAttemptsCount: userProgress.attemptsCount,
        progressLastAnswer: userProgress.lastAnswer,
      })
      .from(problems)
      .$dynamic(),
  )
    .leftJoin(userProgress, and(eq(userProgress.problemId, problems.id), eq(userProgress.userId, sql.placeholder('userId'))))
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemPathVisible))
    .prepare('practice_problem_to_check');

  const solutionOfProblem = db
    .select({ html: storedMarkup(problems.solutionHtml) })
    .from(problems)
    .where(eq(problems.id, sql.placeholder('problemId')))
    .prepare('practice_problem_solution');

  const theoriesOfProblem = db
    .select({ content: theories.content })
    .from(problemTheories)
    .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
    .where(eq(problemTheories.problemId, sql.placeholder('problemId')))
    .orderBy(asc(problemTheories.sortOrder), asc(theories.id))
    .prepare('practice_problem_theories');

  const progressStateQuery = db
    .select({ isCorrect: userProgress.isCorrect, attemptsCount: userProgress.attemptsCount, lastAnswer: userProgress.lastAnswer })
    .from(userProgress)
    .where(and(eq(userProgress.userId, sql.placeholder('userId')), eq(userProgress.problemId, sql.placeholder('problemId'))))
    .prepare('practice_progress_state');

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

  const problemsInPath = contentChanges && createContentCache<Awaited<ReturnType<typeof problemInPath.execute>>[number]>(contentChanges, { maxEntries: PROBLEMS_IN_MEMORY, maxBytes: PROBLEMS_BYTES, sizeOf: problemRowBytes });

  return {
    // One query: the problem, its place in the URL's hierarchy (all published) and its number.
    findProblemInPath: async (codes: { categoryId: string; topicId: string; subtopicId: string; problemId: string }) => {
      const read = async () => (await problemInPath.execute(codes))[0];
      if (!problemsInPath) return read();
      return problemsInPath.get(`${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/${codes.problemId}`, read);
    },

    findProblemToCheck: async (problemCode: string, userId: string | null) => {
      const [row] = await problemToCheck.execute({ problemId: problemCode, userId });
      if (!row) return undefined;
      const { progressIsCorrect, progressAttemptsCount, progressLastAnswer, ...problem } = row;
      const progress = progressStateOf({ isCorrect: progressIsCorrect, attemptsCount: progressAttemptsCount, lastAnswer: progressLastAnswer });
      return { problem, progress };
    },

    storedSolutionHtml: async (problemInternalId: number) => {
      const [row] = await solutionOfProblem.execute({ problemId: problemInternalId });
      return row?.html ?? null;
    },

    linkedTheories: async (problemInternalId: number): Promise<string[]> => {
      const rows = await theoriesOfProblem.execute({ problemId: problemInternalId });
      return rows.map((row) => row.content);
    },

    learnerState: async (userId: string, problemInternalId: number) => {
      const [row] = await learnerStateQuery.execute({ userId, problemId: problemInternalId });
      return { ...progressStateOf(row), isBookmarked: row?.isBookmarked ?? false };
    },

    // A graded attempt is one read and one write, never a transaction held open across round
    // trips (issue 13: with Node busy, connections sat idle in transaction). The write applies
    // only if the progress row is still as read (same attempts_count, not yet correct); it then
    // writes the progress, the attempt and the XP in one statement, so 20 identical requests
    // arriving together are graded one after another and XP is paid once. A write that finds
    // the row moved on reads it again and decides anew.
    // `known` is the state as the caller already read it (findProblemToCheck), saving the first read.
    recordAttempt: async (userId: string, problemInternalId: number, decide: (state: ProgressState) => AttemptDecision, known?: ProgressState) => {
      for (let tries = 1; ; tries += 1) {
        const state = tries === 1 && known ? known : progressStateOf((await progressStateQuery.execute({ userId, problemId: problemInternalId }))[0]);
        const attemptsCount = state.attemptsCount;
        const decision = decide(state);
        if (decision.kind === 'unchanged') return { ...state, recorded: false as const, xpAwarded: 0, xpTotal: null };

        const attemptNumber = attemptsCount + 1;
        const answerJson = JSON.stringify(decision.answer);
        const [written] = await db.execute<{ written: boolean; xp_total: number | null }>(sql`
          with progress as (
            insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer, updated_at)
            values (${userId}, ${problemInternalId}, ${attemptNumber}, ${decision.isCorrect}, ${answerJson}::jsonb, now())
            on conflict (user_id, problem_id) do update
              set attempts_count = excluded.attempts_count, is_correct = excluded.is_correct, last_answer = excluded.last_answer, updated_at = excluded.updated_at
              where user_progress.attempts_count = ${attemptsCount} and not user_progress.is_correct
            returning 1
          ), attempt as (
            insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded)
            select ${userId}, ${problemInternalId}, ${answerJson}::jsonb, ${decision.isCorrect}, ${attemptNumber}, ${decision.xp} from progress
          ), xp as (
            update users set xp_total = xp_total + ${decision.xp}
            where id = ${userId} and ${decision.xp} > 0 and exists (select 1 from progress)
            returning xp_total
          )
          select exists (select 1 from progress) as written, (select xp_total from xp) as xp_total`);
        if (written?.written) {
          return {
            isCorrect: decision.isCorrect,
            attemptsCount: attemptNumber,
            lastAttempt: { answer: decision.answer, isCorrect: decision.isCorrect },
            recorded: true as const,
            xpAwarded: decision.xp,
            xpTotal: written.xp_total,
          };
        }
        // Every failed write means another request for this learner and problem was recorded,
        // so this ends; the bound only guards against a bug turning it into a busy loop.
        if (tries >= MAX_ATTEMPT_WRITE_TRIES) throw new Error(`progress of ${userId} on problem ${problemInternalId} kept changing`);
      }
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
