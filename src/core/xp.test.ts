import { describe, expect, it } from 'vitest';
import { xpAfterHelp, xpForSolve } from './xp';

describe('xpForSolve', () => {
  // Expected values are written out by hand from spec 9, not recomputed with the formula.
  it.each([
    ['mcq', 4, [20, 15, 12, 10, 10]],
    ['mcq', 10, [20, 15, 12, 10, 10]],
    ['input', 0, [40, 30, 25, 20, 20]],
    ['mcma', 3, [24, 18, 15, 12, 12]],
    ['mcma', 5, [40, 30, 25, 20, 20]],
    ['mcma', 7, [56, 42, 35, 28, 28]],
    ['mck', 3, [30, 22, 18, 15, 15]],
    ['mck', 4, [40, 30, 25, 20, 20]],
    ['mck', 5, [50, 37, 31, 25, 25]],
    ['essay', 0, [20, 15, 12, 10, 10]],
  ] as const)('a %s problem with %i options earns %j XP on attempts 1 to 5', (type, optionCount, expectedByAttempt) => {
    const earned = expectedByAttempt.map((_, index) => xpForSolve({ type, optionCount, attemptNumber: index + 1 }));
    expect(earned).toEqual(expectedByAttempt);
  });

  it.each([
    ['mcma with 3 options on the 3rd attempt: 12 × 1.25', { type: 'mcma', optionCount: 3, attemptNumber: 3 }, 15],
    ['mck with 3 statements on the 2nd attempt: 15 × 1.5 rounds down', { type: 'mck', optionCount: 3, attemptNumber: 2 }, 22],
    ['mcq on the 3rd attempt: 10 × 1.25 rounds down', { type: 'mcq', optionCount: 4, attemptNumber: 3 }, 12],
    ['input solved after 40 tries still earns the base', { type: 'input', optionCount: 0, attemptNumber: 40 }, 20],
  ])('%s = %i', (_label, solve, expected) => {
    expect(xpForSolve(solve)).toBe(expected);
  });

  it.each([
    ['attempt 0', { type: 'mcq', optionCount: 4, attemptNumber: 0 }],
    ['a negative attempt', { type: 'mcq', optionCount: 4, attemptNumber: -1 }],
    ['a fractional attempt', { type: 'mcq', optionCount: 4, attemptNumber: 1.5 }],
    ['a NaN attempt', { type: 'mcq', optionCount: 4, attemptNumber: Number.NaN }],
    ['a negative option count', { type: 'mcma', optionCount: -2, attemptNumber: 1 }],
    ['a fractional option count', { type: 'mck', optionCount: 2.5, attemptNumber: 1 }],
  ])('refuses %s instead of awarding a wrong amount', (_label, solve) => {
    expect(() => xpForSolve(solve)).toThrow(RangeError);
  });
});

describe('XP after help (issue 52, decision 085)', () => {
  it.each([
    ['no help', { hintsOpened: 0, revealed: null }, 15],
    ['one hint', { hintsOpened: 1, revealed: null }, 7],
    ['three hints', { hintsOpened: 3, revealed: null }, 7],
    ['the key revealed the same learner-day', { hintsOpened: 0, revealed: 'today' }, 0],
    ['hints and the key revealed today', { hintsOpened: 2, revealed: 'today' }, 0],
    ['the key revealed on an earlier day', { hintsOpened: 0, revealed: 'earlier' }, 7],
  ] as const)('an mcq solved on the 2nd attempt (15 XP) with %s earns %i', (_label, help, expected) => {
    expect(xpForSolve({ type: 'mcq', optionCount: 4, attemptNumber: 2, help })).toBe(expected);
    expect(xpAfterHelp(15, help)).toBe(expected);
  });
});
