import { problemTypeOf } from '../problem-types';

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
};

export function baseXpFor(type: string, optionCount: number): number {
  return problemTypeOf(type)?.baseXp(optionCount) ?? DEFAULT_BASE_XP;
}

export function attemptMultiplier(attemptNumber: number): number {
  return MULTIPLIER_BY_ATTEMPT[attemptNumber - 1] ?? LATE_ATTEMPT_MULTIPLIER;
}

// XP for the first correct solve of a problem on the given attempt (1-based).
export function xpForSolve({ type, optionCount, attemptNumber }: XpSolve): number {
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RangeError(`attemptNumber must be a positive integer, got ${attemptNumber}`);
  }
  if (!Number.isInteger(optionCount) || optionCount < 0) {
    throw new RangeError(`optionCount must be a non-negative integer, got ${optionCount}`);
  }
  return Math.floor(baseXpFor(type, optionCount) * attemptMultiplier(attemptNumber));
}
