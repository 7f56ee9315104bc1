// Issue 50: what an answer changes in a learner's counters, as pure rules. The server writes what
// these return, in the answer's own transaction (src/server/learning/learning/answer-writer.ts); no trigger
// computes them. learner_stats holds the figures over all of a learner's progress rows (the
// dashboard's summary), learner_subtopic_stats the same figures per subtopic plus the first tries
// the mastery rule reads (core/mastery.ts).
import { isAtLeastMahir, MASTERY_WINDOW, masteryOf, type TMasteryCounters } from './mastery';

/**
 * A learner's progress on one problem, as far as the counters care. No row yet: no attempts, not
 * correct. revealed: the learner saw its key ('Lihat pembahasan', issue 52) before this answer.
 */
export type TProgressFigures = { attemptsCount: number; isCorrect: boolean; revealed?: boolean };
export const NO_PROGRESS_FIGURES: TProgressFigures = { attemptsCount: 0, isCorrect: false };

// The figures one progress row adds to its learner's counters, in the order the server sends them.
export const STAT_FIGURES = ['attempted', 'solved', 'totalAttempts', 'solvedIn1', 'solvedIn2', 'solvedIn3', 'solvedIn4Plus'] as const;
export type TStatFigures = Record<(typeof STAT_FIGURES)[number], number>;

/** What one progress row counts for: attempted once it has an attempt, and solved in how many. */
export function figuresOf({ attemptsCount, isCorrect }: TProgressFigures): TStatFigures {
  const solvedIn = (from: number, to = from) => (isCorrect && attemptsCount >= from && attemptsCount <= to ? 1 : 0);
  return {
    attempted: attemptsCount > 0 ? 1 : 0,
    solved: isCorrect ? 1 : 0,
    totalAttempts: attemptsCount,
    solvedIn1: solvedIn(1),
    solvedIn2: solvedIn(2),
    solvedIn3: solvedIn(3),
    solvedIn4Plus: solvedIn(4, Infinity),
  };
}

/** How a learner's figures move when one of their progress rows goes from `before` to `after`. */
export function figuresChange(before: TProgressFigures, after: TProgressFigures): TStatFigures {
  const [was, is] = [figuresOf(before), figuresOf(after)];
  return Object.fromEntries(STAT_FIGURES.map((figure) => [figure, is[figure] - was[figure]])) as TStatFigures;
}

/** The learner's latest first tries on distinct problems of a subtopic: how many (at most MASTERY_WINDOW), bit 0 the latest (1 = right). */
export type TFirstTryWindow = Pick<TMasteryCounters, 'recentFirstTries' | 'recentFirstTryBits'>;

/** A row's first attempt: its attempts leave 0. It was right when it solved the problem at once. */
export const isFirstTry = (before: TProgressFigures, after: TProgressFigures) => before.attemptsCount === 0 && after.attemptsCount > 0;

export function windowAfterFirstTry(window: TFirstTryWindow, isRight: boolean): TFirstTryWindow {
  return {
    recentFirstTries: Math.min(MASTERY_WINDOW, window.recentFirstTries + 1),
    recentFirstTryBits: ((window.recentFirstTryBits << 1) | (isRight ? 1 : 0)) & ((1 << MASTERY_WINDOW) - 1),
  };
}

/** What a learner's counters of one subtopic become when a progress row of it goes from `before` to `after`. */
export type TSubtopicChange = { figures: TStatFigures; firstTries: 0 | 1; window: TFirstTryWindow };

// A first try made after the key was revealed enters the window as not right, whatever it was
// (decision 085): it can never help make a subtopic 'Mahir'.
export function subtopicChange(window: TFirstTryWindow, before: TProgressFigures, after: TProgressFigures): TSubtopicChange {
  const first = isFirstTry(before, after);
  return {
    figures: figuresChange(before, after),
    firstTries: first ? 1 : 0,
    window: first
      ? windowAfterFirstTry(window, after.isCorrect && after.attemptsCount === 1 && !before.revealed)
      : { recentFirstTries: window.recentFirstTries, recentFirstTryBits: window.recentFirstTryBits },
  };
}

/** The mastery counters after a change of the subtopic's progress. */
export function countersAfter(counters: TMasteryCounters, change: TSubtopicChange): TMasteryCounters {
  return {
    ...counters,
    attempted: counters.attempted + change.figures.attempted,
    solved: counters.solved + change.figures.solved,
    ...change.window,
  };
}

/** Whether a change makes the subtopic 'Mahir' (or better) when it was not: its confirmation cards are then queued. */
export function reachesMahir(before: TMasteryCounters, after: TMasteryCounters): boolean {
  return !isAtLeastMahir(masteryOf(before)?.level) && isAtLeastMahir(masteryOf(after)?.level);
}

/** A review answered at least DELAYED_REVIEW_DAYS after its card entered the queue: how the subtopic's delayed counters move. */
export type TDelayedReviewChange = { delayedReviews: 1; delayedCorrect: 0 | 1; lastDelayedCorrect: boolean };
export const delayedReviewChange = (isCorrect: boolean): TDelayedReviewChange => ({ delayedReviews: 1, delayedCorrect: isCorrect ? 1 : 0, lastDelayedCorrect: isCorrect });
