import type { TCalibratedItem } from './calibrate';
import { LOGISTIC_NORMAL_FACTOR } from './calibrate';

// Which parameters score an item (issue 36, 'Which data'; decision 057). An item calibrates from
// first answers given under tryout conditions; with fewer than MIN_TRYOUT_ANSWERS of them it is
// scored with provisional parameters derived from its practice first-try rate, and marked so.

export const MIN_TRYOUT_ANSWERS = 200;
// Pseudo-answers at 50 % added to the practice first tries: with n first tries the rate is
// (right + 5) / (n + 10), which pulls b toward 0 when n is small and keeps it finite at 0 % or 100 %.
export const PROVISIONAL_PSEUDO_ANSWERS = 10;
// A provisional b never claims more than this (practice is not the tryout).
export const PROVISIONAL_DIFFICULTY_BOUND = 3;

export type TItemParameters = {
  a: number;
  b: number;
  seA: number | null;
  seB: number | null;
  provisional: boolean;
};

// a = 1; b such that an average tryout participant (theta ~ N(0, 1)) would be right at the
// smoothed practice first-try rate: P(right) ~ sigmoid(-b / sqrt(1 + pi / 8)), so
// b = -sqrt(1 + pi / 8) logit(rate), clamped to ±3. firstTryRate null (no practice first tries)
// or n = 0 give b = 0.
export function provisionalItem(firstTryRate: number | null, n: number): TItemParameters {
  if (!(n >= 0) || !Number.isFinite(n)) throw new RangeError(`n must be a finite number >= 0, got ${n}`);
  if (firstTryRate !== null && !(firstTryRate >= 0 && firstTryRate <= 1)) throw new RangeError(`firstTryRate must be within 0..1, got ${firstTryRate}`);
  const right = firstTryRate === null ? 0 : firstTryRate * n;
  const tries = firstTryRate === null ? 0 : n;
  const rate = (right + PROVISIONAL_PSEUDO_ANSWERS / 2) / (tries + PROVISIONAL_PSEUDO_ANSWERS);
  const raw = -LOGISTIC_NORMAL_FACTOR * Math.log(rate / (1 - rate));
  const b = Math.min(PROVISIONAL_DIFFICULTY_BOUND, Math.max(-PROVISIONAL_DIFFICULTY_BOUND, raw));
  // + 0 turns -0 into 0.
  return { a: 1, b: b + 0, seA: null, seB: null, provisional: true };
}

// The parameters an item is scored with. With at least MIN_TRYOUT_ANSWERS tryout answers: its
// calibrated ones, or, when the calibration has no interior estimate for it (every answer right
// or wrong, or a parameter on its bound), the provisional rule applied to its tryout rate itself.
// With fewer: the provisional rule on its practice first-try rate.
export function itemParametersForScoring(
  calibrated: TCalibratedItem | null,
  practice: { firstTryRate: number | null; firstTries: number },
): TItemParameters {
  if (calibrated && calibrated.answers >= MIN_TRYOUT_ANSWERS) {
    if (calibrated.status === 'estimated' && !calibrated.atBound && calibrated.a !== null && calibrated.b !== null) {
      return { a: calibrated.a, b: calibrated.b, seA: calibrated.seA, seB: calibrated.seB, provisional: false };
    }
    return provisionalItem(calibrated.correct / calibrated.answers, calibrated.answers);
  }
  return provisionalItem(practice.firstTryRate, practice.firstTries);
}
