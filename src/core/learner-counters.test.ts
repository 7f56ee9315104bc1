import { describe, expect, it } from 'vitest';
import {
  countersAfter,
  delayedReviewChange,
  figuresChange,
  figuresOf,
  NO_PROGRESS_FIGURES,
  reachesMahir,
  subtopicChange,
  windowAfterFirstTry,
  type TFirstTryWindow,
  type TProgressFigures,
} from './learner-counters';
import { NO_COUNTERS, type TMasteryCounters } from './mastery';

const progress = (attemptsCount: number, isCorrect: boolean): TProgressFigures => ({ attemptsCount, isCorrect });
// The window written latest first: '110' = the latest right, the one before right, the oldest wrong.
const window = (latestFirst: string): TFirstTryWindow => ({
  recentFirstTries: latestFirst.length,
  recentFirstTryBits: [...latestFirst].reduce((bits, bit, index) => bits | (bit === '1' ? 1 << index : 0), 0),
});

describe('figuresOf', () => {
  it.each([
    ['no attempt yet', progress(0, false), [0, 0, 0, 0, 0, 0, 0]],
    ['one wrong attempt', progress(1, false), [1, 0, 1, 0, 0, 0, 0]],
    ['solved at once', progress(1, true), [1, 1, 1, 1, 0, 0, 0]],
    ['solved on the 2nd attempt', progress(2, true), [1, 1, 2, 0, 1, 0, 0]],
    ['solved on the 3rd attempt', progress(3, true), [1, 1, 3, 0, 0, 1, 0]],
    ['solved on the 4th attempt', progress(4, true), [1, 1, 4, 0, 0, 0, 1]],
    ['solved on the 9th attempt', progress(9, true), [1, 1, 9, 0, 0, 0, 1]],
    ['7 wrong attempts', progress(7, false), [1, 0, 7, 0, 0, 0, 0]],
    ['correct with no attempt (a row written by hand)', progress(0, true), [0, 1, 0, 0, 0, 0, 0]],
  ])('%s', (_name, row, expected) => {
    expect(Object.values(figuresOf(row))).toEqual(expected);
  });
});

describe('figuresChange', () => {
  it.each([
    ['a first wrong answer', NO_PROGRESS_FIGURES, progress(1, false), [1, 0, 1, 0, 0, 0, 0]],
    ['a first right answer', NO_PROGRESS_FIGURES, progress(1, true), [1, 1, 1, 1, 0, 0, 0]],
    ['a second wrong answer', progress(1, false), progress(2, false), [0, 0, 1, 0, 0, 0, 0]],
    ['a right answer after one wrong', progress(1, false), progress(2, true), [0, 1, 1, 0, 1, 0, 0]],
    ['a right answer after three wrong', progress(3, false), progress(4, true), [0, 1, 1, 0, 0, 0, 1]],
    ['a right answer after seven wrong', progress(7, false), progress(8, true), [0, 1, 1, 0, 0, 0, 1]],
    ['a row taken away (its problem deleted)', progress(2, true), NO_PROGRESS_FIGURES, [-1, -1, -2, 0, -1, 0, 0]],
  ])('%s', (_name, before, after, expected) => {
    expect(Object.values(figuresChange(before, after))).toEqual(expected);
  });
});

describe('the window of recent first tries', () => {
  it.each([
    ['the first first try, right', window(''), true, window('1')],
    ['the first first try, wrong', window(''), false, window('0')],
    ['a right one enters as bit 0', window('0'), true, window('10')],
    ['a fifth fills it', window('1011'), false, window('01011')],
    ['a sixth pushes the oldest out', window('01011'), true, window('10101')],
    ['five right after five wrong', window('11110'), true, window('11111')],
  ])('%s', (_name, before, isRight, expected) => {
    expect(windowAfterFirstTry(before, isRight)).toEqual(expected);
  });

  it.each([
    ['a first answer, right: one more first try, right', NO_PROGRESS_FIGURES, progress(1, true), 1, window('111')],
    ['a first answer, wrong: one more first try, wrong', NO_PROGRESS_FIGURES, progress(1, false), 1, window('011')],
    ['a second answer, right: not a first try, the window as it was', progress(1, false), progress(2, true), 0, window('11')],
    ['a third answer, wrong: not a first try', progress(2, false), progress(3, false), 0, window('11')],
    ['a first answer, right, after the key was revealed: a first try, not right', { ...NO_PROGRESS_FIGURES, revealed: true }, progress(1, true), 1, window('011')],
    ['a second answer, right, after the key was revealed: not a first try', { ...progress(1, false), revealed: true }, progress(2, true), 0, window('11')],
  ])('%s', (_name, before, after, firstTries, expectedWindow) => {
    const change = subtopicChange(window('11'), before, after);
    expect(change.firstTries).toBe(firstTries);
    expect(change.window).toEqual(expectedWindow);
    expect(change.figures).toEqual(figuresChange(before, after));
  });
});

describe("reaching 'Mahir'", () => {
  // Ten published problems; `solved` of them solved, the window as given.
  const counters = (solved: number, latestFirst: string, over: Partial<TMasteryCounters> = {}): TMasteryCounters => ({
    ...NO_COUNTERS,
    publishedProblems: 10,
    attempted: solved,
    solved,
    ...window(latestFirst),
    ...over,
  });
  const answer = (before: TMasteryCounters, row: [TProgressFigures, TProgressFigures]) => countersAfter(before, subtopicChange(before, ...row));

  it.each([
    ['the fifth first-try solve of five', counters(4, '1111'), [NO_PROGRESS_FIGURES, progress(1, true)], true],
    ['the fifth solve, after retries, with 3 of 5 first tries right', counters(4, '01011', { attempted: 5 }), [progress(1, false), progress(2, true)], false],
    ['the fifth solve, at once, with one first try wrong before: 4 of 5', counters(4, '1011'), [NO_PROGRESS_FIGURES, progress(1, true)], true],
    ['the fifth solve at once, with two wrong before: 3 of 5', counters(4, '0011'), [NO_PROGRESS_FIGURES, progress(1, true)], false],
    ['a solve after retries that completes 5 solved with 4 of 5 right', counters(4, '11110', { attempted: 5 }), [progress(1, false), progress(2, true)], true],
    ['already Mahir: a sixth first-try solve', counters(5, '11111'), [NO_PROGRESS_FIGURES, progress(1, true)], false],
    ['already Menguasai', counters(5, '11111', { delayedReviews: 1, delayedCorrect: 1, lastDelayedCorrect: true }), [NO_PROGRESS_FIGURES, progress(1, true)], false],
    ['a wrong answer never does', counters(5, '1111'), [NO_PROGRESS_FIGURES, progress(1, false)], false],
    ['three published problems: the third first-try solve', counters(2, '11', { publishedProblems: 3 }), [NO_PROGRESS_FIGURES, progress(1, true)], true],
  ] as const)('%s', (_name, before, row, expected) => {
    expect(reachesMahir(before, answer(before, [...row]))).toBe(expected);
  });

  it('counts attempted and solved in the counters after the answer', () => {
    expect(answer(counters(4, '1111'), [NO_PROGRESS_FIGURES, progress(1, true)])).toMatchObject({ attempted: 5, solved: 5, ...window('11111') });
    expect(answer(counters(4, '1111'), [progress(1, false), progress(2, false)])).toMatchObject({ attempted: 4, solved: 4, ...window('1111') });
  });
});

describe('a delayed review', () => {
  it.each([
    [true, { delayedReviews: 1, delayedCorrect: 1, lastDelayedCorrect: true }],
    [false, { delayedReviews: 1, delayedCorrect: 0, lastDelayedCorrect: false }],
  ])('right: %s', (isCorrect, expected) => {
    expect(delayedReviewChange(isCorrect)).toEqual(expected);
  });
});
