import { dateInTimeZone } from './dashboard';

// Issue 52: help for a learner who is stuck on a problem: hint steps ('Petunjuk') opened one at a
// time after a wrong answer, and the way out ('Lihat pembahasan' / 'Saya menyerah') that shows the
// key and the solution. The server decides every step with these rules (decision 085); the page
// only offers what they allow.

export const MAX_HINTS = 3;
export const HINT_TEXT_MAX_LENGTH = 5_000;
// After this many wrong answers the page offers 'Lihat pembahasan'; 'Saya menyerah' offers the same
// at once (the server allows the reveal at any time, for a signed-in learner).
export const WRONG_ANSWERS_BEFORE_WAY_OUT = 2;

/** A learner's progress on a problem as far as help cares. */
export type THelpState = { attemptsCount: number; isCorrect: boolean; hintsOpened: number };

export type THintRefusal = 'no_wrong_answer' | 'no_more_hints';

/** Wrong answers so far: every attempt but the one that solved it. */
export const wrongAnswersOf = ({ attemptsCount, isCorrect }: Pick<THelpState, 'attemptsCount' | 'isCorrect'>) =>
  Math.max(0, attemptsCount - (isCorrect ? 1 : 0));

/** Why the next hint may not open (null: it may): hints follow a wrong answer, and there are only `hintCount`. */
export function hintRefusal(state: THelpState, hintCount: number): THintRefusal | null {
  if (wrongAnswersOf(state) === 0) return 'no_wrong_answer';
  if (state.hintsOpened >= Math.min(hintCount, MAX_HINTS)) return 'no_more_hints';
  return null;
}

/** Whether the page offers 'Lihat pembahasan' beside 'Saya menyerah'. */
export const offersWayOut = (state: Pick<THelpState, 'attemptsCount' | 'isCorrect'>) => wrongAnswersOf(state) >= WRONG_ANSWERS_BEFORE_WAY_OUT;

/**
 * The help a solve had, for its XP (core/xp.ts): hints opened, and whether the key was revealed
 * earlier the same learner-day, on an earlier day, or not at all.
 */
export type TSolveHelp = { hintsOpened: number; revealed: 'today' | 'earlier' | null };
export const NO_HELP: TSolveHelp = { hintsOpened: 0, revealed: null };

/** The help a solve at `now` had, the learner-day taken in `timeZone`. */
export function solveHelpOf({ hintsOpened, revealedAt }: { hintsOpened: number; revealedAt: Date | null }, now: Date, timeZone: string): TSolveHelp {
  if (revealedAt === null) return { hintsOpened, revealed: null };
  return { hintsOpened, revealed: dateInTimeZone(revealedAt, timeZone) === dateInTimeZone(now, timeZone) ? 'today' : 'earlier' };
}
