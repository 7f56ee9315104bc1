import { problemTypeOf } from '../problem-types';
import { NO_HELP, type TSolveHelp } from './stuck-help';

// Spec 9. Multipliers are exact binary fractions, so base × multiplier needs no rounding guard.
const MULTIPLIER_BY_ATTEMPT = [2, 1.5, 1.25] as const;
const LATE_ATTEMPT_MULTIPLIER = 1;
// A type the app does not know pays as a single choice does.
const DEFAULT_BASE_XP = 10;

export type XpSolve = {
  type: string;
  // Options for mcma, statements for mck; ignored for the other types.
  optionCount: number;
  attemptNumber: number;
  // Issue 52: the hints opened and the key revealed before the solve (decision 085).
  help?: TSolveHelp;
};

export function baseXpFor(type: string, optionCount: number): number {
  return problemTypeOf(type)?.baseXp(optionCount) ?? DEFAULT_BASE_XP;
}

export function attemptMultiplier(attemptNumber: number): number {
  return MULTIPLIER_BY_ATTEMPT[attemptNumber - 1] ?? LATE_ATTEMPT_MULTIPLIER;
}

/**
 * What help leaves of a solve's XP (decision 085): nothing the learner-day the key was revealed,
 * half on a later day or after a hint (rounded down), all of it without help.
 */
export function xpAfterHelp(xp: number, help: TSolveHelp): number {
  if (help.revealed === 'today') return 0;
  if (help.revealed === 'earlier' || help.hintsOpened > 0) return Math.floor(xp / 2);
  return xp;
}

// XP for the first correct solve of a problem on the given attempt (1-based), after its help.
export function xpForSolve({ type, optionCount, attemptNumber, help = NO_HELP }: XpSolve): number {
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RangeError(`attemptNumber must be a positive integer, got ${attemptNumber}`);
  }
  if (!Number.isInteger(optionCount) || optionCount < 0) {
    throw new RangeError(`optionCount must be a non-negative integer, got ${optionCount}`);
  }
  return xpAfterHelp(Math.floor(baseXpFor(type, optionCount) * attemptMultiplier(attemptNumber)), help);
}
