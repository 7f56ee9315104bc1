import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createAnswerWriter, type ProgressState } from '../learning/answer-writer';
import type { TSubmittedAnswer } from '../../../problem-types';
import { problems, userProgress } from '../../db/schema';
import { storedMarkup } from '../../markup/stored-markup';
import {
  createProblemReadRepository,
  isProblemPathVisible,
  joinProblemPath,
  problemColumns,
  problemHeldByTryout,
  type ProblemReadRepository,
} from '../../content';

// The problem read model is the content domain's (content/problems); practice reads its problems there.
export type { ProblemRow } from '../../content';
export type { AttemptDecision, MasteryContext, ProgressState } from '../learning/answer-writer';

// A learner's progress row as read, or its columns from a left join (all null: no row yet). An
// attempt always writes last_answer with it, so a row with attempts has one.
type ProgressRow = { isCorrect: boolean | null; attemptsCount: number | null; lastAnswer: TSubmittedAnswer | null; hintsOpened: number | null; revealedAt: Date | null };

function progressStateOf(row: ProgressRow | undefined): ProgressState {
  const attemptsCount = row?.attemptsCount ?? 0;
  const isCorrect = row?.isCorrect ?? false;
  return {
    isCorrect,
    attemptsCount,
    lastAttempt: attemptsCount > 0 && row?.lastAnswer != null ? { answer: row.lastAnswer, isCorrect } : null,
    hintsOpened: row?.hintsOpened ?? 0,
    revealedAt: row?.revealedAt ?? null,
  };
}

// Hot-path queries are prepared once per process (query building is a large share of their cost).
// `problems`: the app's one problem read model, whose held rows the check reads first; without it
// (scripts, tests of the repository) every read goes to the database.
export function createPracticeRepository({ db, problems: problemRead = createProblemReadRepository({ db }) }: { db: Database; problems?: ProblemReadRepository }) {
  // The answer check's read of a problem not held (findProblemToCheck): only what grading and the
  // reveal need (its answer and stored solution, and whether a tryout holds it), not the page's
  // markup, names and number.
  const problemToCheck = joinProblemPath(
    db
      .select({ ...problemColumns, solutionHtml: storedMarkup(problems.solutionHtml), hintsHtml: storedMarkup(problems.hintsHtml), heldByTryout: problemHeldByTryout })
      .from(problems)
      .$dynamic(),
  )
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemPathVisible))
    .prepare('practice_problem_to_check');


  // Progress (with the last answer) and bookmark of one learner on one problem, in one round trip.
  const learnerStateQuery = db
    .select({
      isCorrect: userProgress.isCorrect,
      attemptsCount: userProgress.attemptsCount,
      isBookmarked: sql<boolean>`exists (select 1 from user_bookmarks b where b.user_id = ${sql.placeholder('userId')} and b.problem_id = ${sql.placeholder('problemId')})`,
      lastAnswer: userProgress.lastAnswer,
      hintsOpened: userProgress.hintsOpened,
      revealedAt: userProgress.revealedAt,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(userProgress, and(eq(userProgress.userId, sql.placeholder('userId')), eq(userProgress.problemId, sql.placeholder('problemId'))))
    .prepare('practice_learner_state');

  const problemsByCode = problemRead.heldProblems;

  return {
    // The problem (published or a draft), if its path is published and is the URL's.
    findProblemInPath: problemRead.findProblemInPath,

    // The problem as held for its page (a learner answers the problem they have open), else read
    // for the check alone and not kept: a check without its page is rare, and its row is small.
    findProblemToCheck: async (problemCode: string) => {
      const held = problemsByCode?.peek(problemCode);
      if (held) return held;
      return (await problemToCheck.execute({ problemId: problemCode }))[0];
    },

    linkedTheories: problemRead.linkedTheories,

    learnerState: async (userId: string, problemInternalId: number) => {
      const [row] = await learnerStateQuery.execute({ userId, problemId: problemInternalId });
      return { ...progressStateOf(row), isBookmarked: row?.isBookmarked ?? false };
    },

    // The learning module's one writer of what an answer changes (learning/answer-writer.ts).
    recordAttempt: createAnswerWriter(db),
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
