import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasSqlState } from '../../db/error-chain';
import { isMissingReference } from '../../db/missing-reference';
import { retryCard } from '../../../core/review-schedule';
import { countersOf } from '../../learning/learning.repository';
import type { TSubmittedAnswer } from '../../../problem-types';
import { problems, userProgress } from '../../db/schema';
import { storedMarkup } from '../../markup/stored-markup';
import { createProblemReadRepository, problemColumns, type ProblemReadRepository } from '../../problems/problem-read.repository';
import { problemHeldByTryout } from '../../visibility/tryout-holds';
import { isProblemPathVisible, joinProblemPath } from '../../visibility/visibility';

// The problem read model is shared (src/server/problems); practice reads its problems there.
export type { ProblemRow } from '../../problems/problem-read.repository';

const MAX_ATTEMPT_WRITE_TRIES = 50;
const DEADLOCK_DETECTED = '40P01';

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

// What an answer is first written against: no progress row yet (most answers are a learner's
// first to a problem). The write applies only if that is still so, and otherwise answers the
// state it found, so the usual check is one statement and any other two (recordAttempt).
const NO_PROGRESS: ProgressState = { isCorrect: false, attemptsCount: 0, lastAttempt: null };

// An attempt's writes (recordAttempt), as one statement's CTEs: the progress row, only if it is
// as the decision assumed; the attempt and the XP, only if the progress was written; and (issue
// 34, decision 051) the problem's review card when this attempt solves it after retries, its
// ts-fsrs fields computed beforehand (retryCard: a new card rated Hard now). $1 learner,
// $2 problem, $3 attempt number, $4 correct, $5 answer, $6 XP, $7 the attempts_count assumed,
// $8 now, $9 the card's due, $10 stability, $11 difficulty, $12 scheduled days, $13 reps,
// $14 state. The bench's check ceiling (bench/ceiling-server.ts, decision 045) makes exactly these
// writes. The learner_stats and learner_subtopic_stats triggers on user_progress run with them.
export const ATTEMPT_WRITES = `with progress as (
        insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer, updated_at)
        values ($1::text, $2::int, $3::int, $4::boolean, $5::jsonb, now())
        on conflict (user_id, problem_id) do update
          set attempts_count = excluded.attempts_count, is_correct = excluded.is_correct, last_answer = excluded.last_answer, updated_at = excluded.updated_at
          where user_progress.attempts_count = $7::int and not user_progress.is_correct
        returning 1
      ), attempt as (
        insert into problem_attempts (user_id, problem_id, answer, is_correct, attempt_number, xp_awarded)
        select $1::text, $2::int, $5::jsonb, $4::boolean, $3::int, $6::int from progress
      ), xp as (
        update users set xp_total = xp_total + $6::int
        where id = $1::text and $6::int > 0 and exists (select 1 from progress)
        returning xp_total
      ), card as (
        insert into review_cards (user_id, problem_id, reason, subtopic_id, problem_visible, entered_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
        select $1::text, $2::int, 'retry', pr.subtopic_id, pr.is_published, $8::timestamptz, $9::timestamptz, $10::float8, $11::float8, 0, $12::int, 0, $13::int, 0, $14::smallint, $8::timestamptz
        from progress, problems pr where pr.id = $2::int and $4::boolean and $3::int > 1
        on conflict (user_id, problem_id) do nothing
      )`;

// The check's statement: the writes, and the learner's row and counters it answers (recordAttempt).
export const WRITE_ATTEMPT = `${ATTEMPT_WRITES}
      select exists (select 1 from progress) as written, (select xp_total from xp) as xp_total,
        seen.is_correct as seen_is_correct, seen.attempts_count as seen_attempts_count, seen.last_answer as seen_last_answer,
        sp.subtopic_id, st.subtopic_id as st_subtopic_id, st.attempted, st.solved, st.recent_first_tries, st.recent_first_try_bits,
        st.delayed_reviews, st.delayed_correct, st.last_delayed_correct
      from (select 1) as one
      left join user_progress seen on seen.user_id = $1::text and seen.problem_id = $2::int
      left join problems sp on $4::boolean and sp.id = $2::int
      left join learner_subtopic_stats st on st.user_id = $1::text and st.subtopic_id = sp.subtopic_id`;

type CardParameters = [string, string, number, number, number, number, number] | [string, null, null, null, null, null, null];

/**
 * ATTEMPT_WRITES's parameters $8-$14: now and the card a solve after retries enters the queue
 * with. Only such a solve writes a card ($4 and $3 > 1), so any other attempt sends nulls and
 * skips ts-fsrs's scheduling (about 3 % of the server's time per check, bench/README.md).
 */
export function retryCardParameters(now: Date, attemptNumber: number, isCorrect: boolean): CardParameters {
  if (!isCorrect || attemptNumber <= 1) return [now.toISOString(), null, null, null, null, null, null];
  const card = retryCard(now);
  return [now.toISOString(), card.due.toISOString(), card.stability, card.difficulty, card.scheduledDays, card.reps, card.state];
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
      .select({ ...problemColumns, solutionHtml: storedMarkup(problems.solutionHtml), heldByTryout: problemHeldByTryout })
      .from(problems)
      .$dynamic(),
  )
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemPathVisible))
    .prepare('practice_problem_to_check');

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

  // The attempt's one write (recordAttempt, ATTEMPT_WRITES), a statement prepared once per
  // connection: its text is fixed and every value a parameter. It also answers the learner's row
  // as the statement saw it (before its own changes), for a write that did not apply.
  // Issue 34: and, for a correct answer, the learner's counters of the problem's subtopic as the
  // statement saw them (before its triggers), from which the usecase tells whether this solve made
  // the subtopic 'Mahir' (a wrong answer cannot).
  type WrittenAttempt = {
    written: boolean; xp_total: number | null; seen_is_correct: boolean | null; seen_attempts_count: number | null; seen_last_answer: string | null;
    subtopic_id: number | null; st_subtopic_id: number | null; attempted: number; solved: number; recent_first_tries: number; recent_first_try_bits: number;
    delayed_reviews: number; delayed_correct: number; last_delayed_correct: boolean | null;
  };
  const writeAttempt = (userId: string, problemInternalId: number, attemptNumber: number, decision: Extract<AttemptDecision, { kind: 'attempt' }>, assumedAttempts: number, now: Date) =>
    db.$client.unsafe<WrittenAttempt[]>(
      WRITE_ATTEMPT,
      [userId, problemInternalId, attemptNumber, decision.isCorrect, JSON.stringify(decision.answer), decision.xp, assumedAttempts, ...retryCardParameters(now, attemptNumber, decision.isCorrect)],
      { prepare: true },
    );

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

    // A graded attempt is one write, never a transaction held open across round trips (issue 13:
    // with Node busy, connections sat idle in transaction). The write applies only if the progress
    // row is as the decision assumed (same attempts_count, not yet correct); it then writes the
    // progress, the attempt and the XP in one statement, so 20 identical requests arriving together
    // are graded one after another and XP is paid once. The first write assumes no progress row
    // yet, which saves a read for a learner's first answer to a problem; a write that finds the
    // row otherwise answers the row as its statement saw it, and the learner's answer is decided
    // anew on that (or on the row read again, if the row moved on after the statement began).
    // Undefined when the problem is gone.
    recordAttempt: async (userId: string, problemInternalId: number, now: Date, decide: (state: ProgressState) => AttemptDecision) => {
      let state = NO_PROGRESS;
      for (let tries = 1; ; tries += 1) {
        const attemptsCount = state.attemptsCount;
        const decision = decide(state);
        if (decision.kind === 'unchanged') return { ...state, recorded: false as const, xpAwarded: 0, xpTotal: null, subtopicId: null, subtopicBefore: null };

        const attemptNumber = attemptsCount + 1;
        // Null when the problem was deleted after it was read (by an admin, or with its subtopic).
        const rows = await writeAttempt(userId, problemInternalId, attemptNumber, decision, attemptsCount, now).catch((error: unknown) => {
          if (isMissingReference(error, problems)) return null;
          // A deadlock with an admin deleting the problem's subtopic: its cascade locks the
          // learner's stats row and then the next problem, while this statement holds that problem
          // (or its progress row) and waits for the stats row. Postgres aborted this statement
          // alone, which wrote nothing, so it is sent again: it then finds the problem there or gone.
          if (hasSqlState(error, DEADLOCK_DETECTED) && tries < MAX_ATTEMPT_WRITE_TRIES) return 'deadlocked' as const;
          throw error;
        });
        if (rows === 'deadlocked') continue;
        if (!rows) return undefined;
        const [written] = rows;
        if (written?.written) {
          return {
            isCorrect: decision.isCorrect,
            attemptsCount: attemptNumber,
            lastAttempt: { answer: decision.answer, isCorrect: decision.isCorrect },
            recorded: true as const,
            xpAwarded: decision.xp,
            xpTotal: written.xp_total,
            subtopicId: written.subtopic_id,
            subtopicBefore: written.st_subtopic_id === null ? null : countersOf(written),
          };
        }
        // Every failed write means the row is not as assumed: as the statement saw it (its
        // snapshot, which the write's own changes do not touch), or, when that is still the state
        // assumed, moved on by another request since; then it is read again.
        const seen = progressStateOf({
          isCorrect: written?.seen_is_correct ?? null,
          attemptsCount: written?.seen_attempts_count ?? null,
          lastAnswer: written?.seen_last_answer == null ? null : (JSON.parse(written.seen_last_answer) as TSubmittedAnswer),
        });
        const seenAsAssumed = seen.attemptsCount === attemptsCount && !seen.isCorrect;
        state = seenAsAssumed ? progressStateOf((await progressStateQuery.execute({ userId, problemId: problemInternalId }))[0]) : seen;
        // The bound only guards against a bug turning this into a busy loop.
        if (tries >= MAX_ATTEMPT_WRITE_TRIES) throw new Error(`progress of ${userId} on problem ${problemInternalId} kept changing`);
      }
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
