import { describe, expect, it } from 'vitest';
import { hintRefusal, offersWayOut, solveHelpOf, wrongAnswersOf } from './stuck-help';

describe('hints and the way out', () => {
  it.each([
    ['no answer yet', { attemptsCount: 0, isCorrect: false, hintsOpened: 0 }, 3, 'no_wrong_answer'],
    ['solved at once', { attemptsCount: 1, isCorrect: true, hintsOpened: 0 }, 3, 'no_wrong_answer'],
    ['one wrong answer, none opened', { attemptsCount: 1, isCorrect: false, hintsOpened: 0 }, 3, null],
    ['one wrong answer, two of three opened', { attemptsCount: 1, isCorrect: false, hintsOpened: 2 }, 3, null],
    ['every hint opened', { attemptsCount: 4, isCorrect: false, hintsOpened: 3 }, 3, 'no_more_hints'],
    ['a problem without hints', { attemptsCount: 2, isCorrect: false, hintsOpened: 0 }, 0, 'no_more_hints'],
    ['solved after a wrong answer, one hint left', { attemptsCount: 2, isCorrect: true, hintsOpened: 1 }, 2, null],
  ] as const)('%s: %s', (_label, state, hintCount, refusal) => {
    expect(hintRefusal(state, hintCount)).toBe(refusal);
  });

  it('counts the wrong answers, not the solving one', () => {
    expect([wrongAnswersOf({ attemptsCount: 0, isCorrect: false }), wrongAnswersOf({ attemptsCount: 3, isCorrect: true }), wrongAnswersOf({ attemptsCount: 3, isCorrect: false })]).toEqual([0, 2, 3]);
  });

  it('offers "Lihat pembahasan" from the second wrong answer on', () => {
    expect([1, 2, 3].map((attemptsCount) => offersWayOut({ attemptsCount, isCorrect: false }))).toEqual([false, true, true]);
  });
});

describe('the help a solve had', () => {
  const revealedAt = new Date('2026-12-07T16:30:00Z'); // 23.30 in Jakarta
  it.each([
    ['never revealed', null, '2026-12-07T16:40:00Z', null],
    ['revealed minutes ago, the same day in Jakarta', revealedAt, '2026-12-07T16:50:00Z', 'today'],
    ['revealed before midnight in Jakarta, solved after it', revealedAt, '2026-12-07T17:10:00Z', 'earlier'],
  ] as const)('%s', (_label, at, now, revealed) => {
    expect(solveHelpOf({ hintsOpened: 1, revealedAt: at }, new Date(now), 'Asia/Jakarta')).toEqual({ hintsOpened: 1, revealed });
  });
});
