import { dateInTimeZone } from '../../../core/dashboard';
import {
  countersAfter,
  figuresChange,
  reachesMahir,
  STAT_FIGURES,
  subtopicChange,
  type TProgressFigures,
  type TStatFigures,
} from '../../../core/learner-counters';
import { DELAYED_REVIEW_DAYS, NO_COUNTERS, type TMasteryCounters } from '../../../core/mastery';
import type { TSubmittedAnswer } from '../../../problem-types';
import { newCard, retryCard, toCard, type StoredCard } from '../../../core/review-schedule';
import { confirmCardProblems, entersMistakeQueue, entersRetryQueue, MISTAKE_REVIEW_DAYS, type ReviewReason, type TConfirmCandidate } from '../../../core/reviews';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { Database } from '../../db/client';
import { hasSqlState } from '../../db/error-chain';
import { isMissingReference } from '../../db/missing-reference';
import { problems, subtopics } from '../../db/schema';
import { visibleToLearners } from '../../content';
import { ASSIGNMENT_WRITES } from './assignment-progress';
import { countersOf, type Outline } from './learning.repository';

// Issue 50: the one writer of what an answer changes. Optimistic (decision 078): one statement reads
// the learner's progress on the problem and their counters on its subtopic, the rules of src/core
// decide, and one statement writes the progress, the attempt, the XP, learner_stats,
// learner_subtopic_stats and the review cards, each only if what was read is still so: the
// subtopic's counters, locked first (every answer in the subtopic moves total_attempts, every
// delayed review its delayed figures) and the problem still in that subtopic. Otherwise nothing is
// written and the answer starts again from what is there now. Two answers at once can then never
// both act on the counters from before the other: 'Mahir' is reached, and confirmed, once.

// The problem's subtopic, the learner's progress on it and their counters on that subtopic. No row:
// the problem is gone. No counters (attempted null): the learner's first answer in the subtopic,
// whose counters row is created (ENSURE_COUNTERS) in one transaction with the answer's read and
// write, so the write has a row to lock and the answer still commits once.
const READ_ANSWER = `select p.subtopic_id, up.attempts_count, up.is_correct, up.last_answer, up.hints_opened, up.revealed_at,
    st.attempted, st.solved, st.recent_first_tries, st.recent_first_try_bits, st.delayed_reviews, st.delayed_correct, st.last_delayed_correct,
    st.total_attempts
  from problems p
  left join user_progress up on up.user_id = $1::text and up.problem_id = p.id
  left join learner_subtopic_stats st on st.user_id = $1::text and st.subtopic_id = p.subtopic_id
  where p.id = $2::int`;

const ENSURE_COUNTERS = `insert into learner_subtopic_stats (user_id, subtopic_id) values ($1::text, $2::int) on conflict do nothing`;

// Only for an answer that makes its subtopic 'Mahir' (about one correct answer in ten while a
// learner works through a subtopic): the learner's progress on each published problem of the
// subtopic and whether it has a card, from which confirmCardProblems picks; and when those cards
// fall due, the start of the learner's day DELAYED_REVIEW_DAYS on ($3 today, $4 days, $5 zone).
// `offset 0` keeps the lateral subquery a probe per problem (a few dozen to a hundred): flattened,
// Postgres drove it from all the learner's progress, 22-29 ms for a learner with 5,900 first-try
// solves (bench/README.md, seventeenth session).
export const CONFIRM_CANDIDATES = `select (($3::date + $4::int)::timestamp at time zone $5::text) as due,
  coalesce((
    select json_agg(json_build_array(p.id, up.attempts_count, up.is_correct, extract(epoch from up.updated_at) * 1000,
      exists (select 1 from review_cards c where c.user_id = $1::text and c.problem_id = p.id)))
    from problems p
    cross join lateral (select u.attempts_count, u.is_correct, coalesce(u.updated_at, 'epoch') as updated_at from user_progress u where u.user_id = $1::text and u.problem_id = p.id offset 0) up
    where p.subtopic_id = $2::int and ${visibleToLearners({ problem: 'p' })}
  ), '[]') as candidates`;

// The answer's writes, as one statement's CTEs; every other write happens only if the progress was
// written (as the decision assumed it: the same attempts_count, not yet correct; under the lock it
// always is, unless something wrote progress by hand). $1 learner, $2 problem, $3 attempt number,
// $4 correct, $5 answer, $6 XP, $7 the attempts_count assumed, $8 now, $9 how the figures move
// (STAT_FIGURES' order, core/learner-counters.ts), $10 the problem's subtopic, $11 first tries
// added, $12 and $13 the recent first tries and their bits (null: as they are), $14 the cards that
// enter the queue (json: problem_id, reason and the ts-fsrs fields; a card due at the start of a
// day of the learner's carries due null, their `today`, `days` later and their `zone`, turned into
// an instant as CONFIRM_CANDIDATES does), $15 the subtopic's counters as
// read (guardedCounters' order; null: written without that condition, as the bench's ceiling writes).
// `guard` locks the problem (key share, `problem_held`: an uncorrelated EXISTS, evaluated before the
// counters row is scanned) and then the counters row, before anything is written; Postgres checks
// each condition again on the row as the last writer left it. The problem first, as an admin's
// delete locks the problems before it moves their learners' counters: the other order deadlocked. The cards' problems are locked
// as they are read, so a card carries its problem's subtopic and publication as an admin's change
// leaves them (beforeProblemsChange). Last, the answer's share of the learner's assignments
// (assignment-progress.ts, decision 083). The bench's check ceiling (bench/ceiling-server.ts, decision
// 045) makes exactly these writes.
export const ANSWER_WRITES = `with problem_held as (
    select 1 from problems where id = $2::int and subtopic_id = $10::int for key share
  ), guard as (
    select 1 from learner_subtopic_stats s
    where s.user_id = $1::text and s.subtopic_id = $10::int and exists (select 1 from problem_held)
      and array[s.attempted, s.solved, s.recent_first_tries, s.recent_first_try_bits, s.total_attempts, s.delayed_reviews, s.delayed_correct,
        coalesce(s.last_delayed_correct::int, -1)] = $15::int[]
    for update
  ), progress as (
    insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer, updated_at)
    select $1::text, $2::int, $3::int, $4::boolean, $5::jsonb, now() where $15::int[] is null or exists (select 1 from guard)
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
  ), figures as (
    select $9::int[] as f from progress
  ), stats as (
    insert into learner_stats as s (user_id, attempted, correct, total_attempts, solved_in_1, solved_in_2, solved_in_3, solved_in_4_plus)
    select $1::text, f[1], f[2], f[3], f[4], f[5], f[6], f[7] from figures
    on conflict (user_id) do update set attempted = s.attempted + excluded.attempted, correct = s.correct + excluded.correct,
      total_attempts = s.total_attempts + excluded.total_attempts, solved_in_1 = s.solved_in_1 + excluded.solved_in_1,
      solved_in_2 = s.solved_in_2 + excluded.solved_in_2, solved_in_3 = s.solved_in_3 + excluded.solved_in_3,
      solved_in_4_plus = s.solved_in_4_plus + excluded.solved_in_4_plus
  ), subtopic as (
    insert into learner_subtopic_stats as s (user_id, subtopic_id, attempted, solved, first_tries, recent_first_tries, recent_first_try_bits,
      total_attempts, solved_in_1, solved_in_2, solved_in_3, solved_in_4_plus)
    select $1::text, $10::int, f[1], f[2], $11::int, coalesce($12::smallint, 0), coalesce($13::smallint, 0), f[3], f[4], f[5], f[6], f[7] from figures
    on conflict (user_id, subtopic_id) do update set attempted = s.attempted + excluded.attempted, solved = s.solved + excluded.solved,
      first_tries = s.first_tries + excluded.first_tries,
      recent_first_tries = coalesce($12::smallint, s.recent_first_tries), recent_first_try_bits = coalesce($13::smallint, s.recent_first_try_bits),
      total_attempts = s.total_attempts + excluded.total_attempts, solved_in_1 = s.solved_in_1 + excluded.solved_in_1,
      solved_in_2 = s.solved_in_2 + excluded.solved_in_2, solved_in_3 = s.solved_in_3 + excluded.solved_in_3,
      solved_in_4_plus = s.solved_in_4_plus + excluded.solved_in_4_plus
  ), card_problems as (
    select id, subtopic_id, is_published from problems
    where id in (select (c->>'problem_id')::int from jsonb_array_elements($14::jsonb) c) and exists (select 1 from progress)
    for key share
  ), cards as (
    insert into review_cards (user_id, problem_id, reason, subtopic_id, problem_visible, entered_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
    select $1::text, c.problem_id, c.reason, p.subtopic_id, ${visibleToLearners({ problem: 'p' })}, $8::timestamptz,
      coalesce(c.due, ((c.today + c.days)::timestamp at time zone c.zone)), c.stability, c.difficulty, c.elapsed_days, c.scheduled_days,
      c.learning_steps, c.reps, c.lapses, c.state, c.last_review
    from jsonb_to_recordset($14::jsonb) as c(problem_id int, reason text, due timestamptz, stability float8, difficulty float8, elapsed_days int,
      scheduled_days int, learning_steps int, reps int, lapses int, state smallint, last_review timestamptz, today date, days int, zone text)
    join card_problems p on p.id = c.problem_id
    on conflict (user_id, problem_id) do nothing
  ), ${ASSIGNMENT_WRITES}`;

export const WRITE_ANSWER = `${ANSWER_WRITES}
  select exists (select 1 from progress) as written, (select xp_total from xp) as xp_total`;

// hintsOpened, revealedAt: the help the learner had (issue 52), for the answer's XP and first try.
export type ProgressState = {
  isCorrect: boolean;
  attemptsCount: number;
  lastAttempt: { answer: TSubmittedAnswer; isCorrect: boolean } | null;
  hintsOpened: number;
  revealedAt: Date | null;
};
export type AttemptDecision = { kind: 'unchanged' } | { kind: 'attempt'; answer: TSubmittedAnswer; isCorrect: boolean; xp: number };
/**
 * What a correct answer needs to tell whether it makes its subtopic 'Mahir' (the held outline's
 * published counts) and any answer when its card falls due (the learner's zone; decision 086).
 */
export type MasteryContext = { outline: Outline; timeZone: string };

type CardEntry = { problemId: number; reason: ReviewReason; card: StoredCard; dueOn?: { today: string; days: number; zone: string } };
type AnswerRow = {
  subtopic_id: number; attempts_count: number | null; is_correct: boolean | null; last_answer: string | null;
  hints_opened: number | null; revealed_at: Date | null;
  attempted: number | null; solved: number; recent_first_tries: number; recent_first_try_bits: number;
  delayed_reviews: number; delayed_correct: number; last_delayed_correct: boolean | null; total_attempts: number;
};
type ReadCounters = Omit<AnswerRow, 'subtopic_id' | 'attempts_count' | 'is_correct' | 'last_answer' | 'hints_opened' | 'revealed_at' | 'attempted'> & { attempted: number };

/** The subtopic's counters as read, in the order ANSWER_WRITES' guard compares them ($15). */
const guardedCounters = (row: ReadCounters) => [
  row.attempted, row.solved, row.recent_first_tries, row.recent_first_try_bits, row.total_attempts, row.delayed_reviews, row.delayed_correct,
  row.last_delayed_correct === null ? -1 : Number(row.last_delayed_correct),
];
type Candidate = [problemId: number, attemptsCount: number, isCorrect: boolean, solvedAt: number, hasCard: boolean];

const MAX_ANSWER_TRIES = 50;
const DEADLOCK_DETECTED = '40P01';


function progressStateOf(row: AnswerRow): ProgressState {
  const attemptsCount = row.attempts_count ?? 0;
  const isCorrect = row.is_correct ?? false;
  const lastAttempt = attemptsCount > 0 && row.last_answer != null ? { answer: JSON.parse(row.last_answer) as TSubmittedAnswer, isCorrect } : null;
  return { isCorrect, attemptsCount, lastAttempt, hintsOpened: row.hints_opened ?? 0, revealedAt: row.revealed_at === null ? null : new Date(row.revealed_at) };
}

const figuresArray = (figures: TStatFigures) => STAT_FIGURES.map((figure) => figures[figure]);

/** A card as review_cards stores it, for ANSWER_WRITES' $14 (dates as JSON writes them: ISO text). */
const cardJson = ({ problemId, reason, card, dueOn }: CardEntry) => ({
  problem_id: problemId,
  reason,
  ...toCard(card),
  ...(dueOn ? { due: null, today: dueOn.today, days: dueOn.days, zone: dueOn.zone } : {}),
});

/**
 * The parameters of ANSWER_WRITES for an attempt on a row that was `before` (counters: the
 * learner's on the problem's subtopic, as read; `guarded`: the same as the guard compares them, null
 * for none), and the cards it enters apart from the ones that confirm 'Mahir': the retry card of a
 * problem solved after retries, the mistake card of a wrong answer, due at the start of the
 * learner's next day in `timeZone` (core/reviews.ts; decision 086).
 */
export function answerWriteParameters(
  ids: { userId: string; problemId: number; subtopicId: number },
  before: TProgressFigures,
  decision: Extract<AttemptDecision, { kind: 'attempt' }>,
  counters: TMasteryCounters,
  now: Date,
  guarded: number[] | null,
  confirmCards: CardEntry[] = [],
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  const after: TProgressFigures = { attemptsCount: before.attemptsCount + 1, isCorrect: decision.isCorrect };
  const change = subtopicChange(counters, before, after);
  const windowMoves = change.firstTries === 1;
  const ownCard: CardEntry | null = entersRetryQueue(after)
    ? { problemId: ids.problemId, reason: 'retry', card: retryCard(now) }
    : entersMistakeQueue(after)
      ? { problemId: ids.problemId, reason: 'mistake', card: newCard(now), dueOn: { today: dateInTimeZone(now, timeZone), days: MISTAKE_REVIEW_DAYS, zone: timeZone } }
      : null;
  const cards = ownCard ? [ownCard, ...confirmCards] : confirmCards;
  return [
    ids.userId, ids.problemId, after.attemptsCount, decision.isCorrect, JSON.stringify(decision.answer), decision.xp, before.attemptsCount, now.toISOString(),
    figuresArray(figuresChange(before, after)), ids.subtopicId, change.firstTries,
    windowMoves ? change.window.recentFirstTries : null, windowMoves ? change.window.recentFirstTryBits : null,
    JSON.stringify(cards.map(cardJson)),
    guarded,
  ];
}

/**
 * What a correct answer achieved in its subtopic (issue 52.5, decision 087), told only when the
 * writer knows the subtopic's published count (the check's `mastery`): whether it made the subtopic
 * 'Mahir' (reachesMahir, the same decision that queues the confirmation cards) and whether it solved
 * the last of its published problems the learner had not solved.
 */
export type AnswerMoment = { reachedMahir: boolean; finishedSubtopic: boolean };
export type RecordedAnswer = ProgressState & { recorded: boolean; xpAwarded: number; xpTotal: number | null; moment: AnswerMoment | null };

/**
 * Records one answer of a learner: `decide` gets their progress on the problem as it is once
 * their earlier answers are written, and says whether this is an attempt (a repeat of the last
 * answer, or an answer to a solved problem, is not). Undefined when the problem is gone.
 * `mastery`: for a correct answer, what tells whether it makes its subtopic 'Mahir'.
 */
export function createAnswerWriter(db: Database) {
  const client = db.$client;

  type Runner = Pick<typeof client, 'unsafe'>;
  const attempt = async (
    sql: Runner,
    userId: string,
    problemId: number,
    now: Date,
    decide: (state: ProgressState) => AttemptDecision,
    mastery: MasteryContext | undefined,
  ): Promise<RecordedAnswer | undefined | 'read again' | { firstInSubtopic: number }> => {
    const [row] = await sql.unsafe<AnswerRow[]>(READ_ANSWER, [userId, problemId], { prepare: true });
    if (!row) return undefined;
    const state = progressStateOf(row);
    const decision = decide(state);
    if (decision.kind === 'unchanged') return { ...state, recorded: false, xpAwarded: 0, xpTotal: null, moment: null };
    // No counters row to lock: the first answer in the subtopic creates it, in one transaction with
    // the answer (one commit, as any other answer makes).
    if (row.attempted === null) return sql === client ? { firstInSubtopic: row.subtopic_id } : 'read again';
    const read: ReadCounters = { ...row, attempted: row.attempted };

    const before: TProgressFigures = { attemptsCount: state.attemptsCount, isCorrect: state.isCorrect, revealed: state.revealedAt !== null };
    const published = mastery?.outline.subtopicsById.get(row.subtopic_id)?.published;
    const counters: TMasteryCounters = { ...NO_COUNTERS, ...countersOf(read), publishedProblems: published ?? 0 };
    const ids = { userId, problemId, subtopicId: row.subtopic_id };
    let confirmCards: CardEntry[] = [];
    const after: TProgressFigures = { attemptsCount: before.attemptsCount + 1, isCorrect: decision.isCorrect };
    const countersNext = countersAfter(counters, subtopicChange(counters, before, after));
    const reachedMahir = Boolean(mastery && published && reachesMahir(counters, countersNext));
    if (mastery && reachedMahir) {
      const [found] = await sql.unsafe<{ due: Date; candidates: string }[]>(
        CONFIRM_CANDIDATES,
        [userId, row.subtopic_id, dateInTimeZone(now, mastery.timeZone), DELAYED_REVIEW_DAYS, mastery.timeZone],
        { prepare: true },
      );
      const candidateRows = (JSON.parse(found!.candidates) as Candidate[]).map(
        ([candidateId, attemptsCount, isCorrect, solvedAt, hasCard]): TConfirmCandidate => ({ problemId: candidateId, attemptsCount, isCorrect, solvedAt, hasCard }),
      );
      // This answer's own problem as it is about to be written: solved now.
      const candidates = [...candidateRows.filter((candidate) => candidate.problemId !== problemId), { problemId, ...after, solvedAt: now.getTime(), hasCard: entersRetryQueue(after) }];
      const card = newCard(now, new Date(found!.due));
      confirmCards = confirmCardProblems(candidates).map((id) => ({ problemId: id, reason: 'confirm', card }));
    }
    const [written] = await sql.unsafe<{ written: boolean; xp_total: number | null }[]>(
      WRITE_ANSWER,
      answerWriteParameters(ids, before, decision, counters, now, guardedCounters(read), confirmCards, mastery?.timeZone),
      { prepare: true },
    );
    if (!written?.written) return 'read again' as const;
    const recorded: RecordedAnswer = {
      isCorrect: decision.isCorrect,
      attemptsCount: after.attemptsCount,
      lastAttempt: { answer: decision.answer, isCorrect: decision.isCorrect },
      hintsOpened: state.hintsOpened,
      revealedAt: state.revealedAt,
      recorded: true,
      xpAwarded: decision.xp,
      xpTotal: written.xp_total,
      moment: published && decision.isCorrect ? { reachedMahir, finishedSubtopic: counters.solved < published && countersNext.solved >= published } : null,
    };
    return recorded;
  };

  return async (userId: string, problemId: number, now: Date, decide: (state: ProgressState) => AttemptDecision, mastery?: MasteryContext): Promise<RecordedAnswer | undefined> => {
    for (let tries = 1; ; tries += 1) {
      const run = async () => {
        const first = await attempt(client, userId, problemId, now, decide, mastery);
        if (first === undefined || first === 'read again' || !('firstInSubtopic' in first)) return first;
        return client.begin(async (tx) => {
          await tx.unsafe(ENSURE_COUNTERS, [userId, first.firstInSubtopic], { prepare: true });
          const outcome = await attempt(tx, userId, problemId, now, decide, mastery);
          // Moved to another subtopic meanwhile: the row made stays (zeros), the answer starts again.
          return outcome !== undefined && typeof outcome === 'object' && 'firstInSubtopic' in outcome ? ('read again' as const) : outcome;
        });
      };
      const outcome = await run().catch((error: unknown) => {
        // Deleted after it was read (by an admin, or with its subtopic).
        if (isMissingReference(error, problems) || isMissingReference(error, subtopics)) return undefined;
        // A deadlock with an admin deleting the problem's subtopic, whose cascade holds what this
        // answer's write waits for: Postgres rolled this statement back, and it starts again.
        if (hasSqlState(error, DEADLOCK_DETECTED) && tries < MAX_ANSWER_TRIES) return 'read again' as const;
        throw error;
      });
      // Something moved between the read and the write (another answer of the learner in the
      // subtopic, a review, an admin's move, progress written by hand): nothing was written, and
      // the answer is decided again from what is there now.
      if (outcome === 'read again') {
        if (tries >= MAX_ANSWER_TRIES) throw new Error(`progress of ${userId} on problem ${problemId} kept changing`);
        continue;
      }
      return outcome;
    }
  };
}

export type AnswerWriter = ReturnType<typeof createAnswerWriter>;
