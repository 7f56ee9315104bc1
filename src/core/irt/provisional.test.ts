import { describe, expect, it } from 'vitest';
import { LOGISTIC_NORMAL_FACTOR as K, type TCalibratedItem } from './calibrate';
import { difficultyWord } from './difficulty';
import { itemParametersForScoring, MIN_TRYOUT_ANSWERS, provisionalItem } from './provisional';

describe('provisionalItem', () => {
  it.each<[string, number | null, number, number]>([
    ['half right', 0.5, 100, 0],
    ['no practice data', null, 0, 0],
    ['a rate from no tries', 0.8, 0, 0],
    ['90 % of 190 tries: (171 + 5) / 200 = 0.88', 0.9, 190, -K * Math.log(0.88 / 0.12)],
    ['10 % of 190 tries', 0.1, 190, K * Math.log(0.88 / 0.12)],
    ['90 % of 10 tries is shrunk: (9 + 5) / 20 = 0.7', 0.9, 10, -K * Math.log(0.7 / 0.3)],
    ['everybody right, many tries: clamped', 1, 10000, -3],
    ['nobody right, many tries: clamped', 0, 10000, 3],
    ['nobody right of 5: (0 + 5) / 15', 0, 5, K * Math.log(2)],
  ])('%s', (_label, rate, n, expectedB) => {
    const item = provisionalItem(rate, n);
    expect(item.a).toBe(1);
    expect(item.b).toBeCloseTo(expectedB, 3);
    expect(item).toMatchObject({ seA: null, seB: null, provisional: true });
  });

  it('shrinks toward 0 less as tries grow', () => {
    const bs = [5, 20, 100, 1000].map((n) => provisionalItem(0.85, n).b);
    for (let i = 1; i < bs.length; i++) expect(bs[i]!).toBeLessThan(bs[i - 1]!);
  });

  it.each<[number | null, number]>([
    [1.2, 10],
    [-0.1, 10],
    [0.5, -1],
    [0.5, Number.NaN],
  ])('refuses rate %s with n %s', (rate, n) => {
    expect(() => provisionalItem(rate, n)).toThrow(RangeError);
  });
});

describe('itemParametersForScoring', () => {
  const calibrated = (overrides: Partial<TCalibratedItem>): TCalibratedItem => ({
    status: 'estimated',
    a: 1.3,
    b: 0.4,
    seA: 0.1,
    seB: 0.08,
    answers: 250,
    correct: 100,
    atBound: false,
    ...overrides,
  });
  const practice = { firstTryRate: 0.5, firstTries: 40 };

  it(`uses the calibration from ${MIN_TRYOUT_ANSWERS} tryout answers on`, () => {
    expect(itemParametersForScoring(calibrated({ answers: MIN_TRYOUT_ANSWERS }), practice)).toEqual({ a: 1.3, b: 0.4, seA: 0.1, seB: 0.08, provisional: false });
  });

  it.each<[string, TCalibratedItem | null]>([
    ['fewer answers', calibrated({ answers: MIN_TRYOUT_ANSWERS - 1 })],
    ['fewer answers and no finite estimate', calibrated({ status: 'allCorrect', a: null, b: null, seA: null, seB: null, answers: 20, correct: 20 })],
    ['not in the calibration', null],
  ])('falls back to the practice first-try rate for %s', (_label, item) => {
    expect(itemParametersForScoring(item, practice)).toEqual(provisionalItem(0.5, 40));
  });

  it.each<[string, TCalibratedItem, number]>([
    ['every answer right', calibrated({ status: 'allCorrect', a: null, b: null, seA: null, seB: null, answers: 300, correct: 300 }), -3],
    ['every answer wrong', calibrated({ status: 'allWrong', a: null, b: null, seA: null, seB: null, answers: 300, correct: 0 }), 3],
    ['an estimate on its bound', calibrated({ atBound: true, answers: 400, correct: 100 }), -K * Math.log((100 + 5) / (300 + 5))],
  ])('uses the provisional rule on the tryout rate itself for %s', (_label, item, expectedB) => {
    const parameters = itemParametersForScoring(item, practice);
    expect(parameters).toMatchObject({ a: 1, provisional: true });
    expect(parameters.b).toBeCloseTo(expectedB, 10);
  });
});

describe('difficultyWord', () => {
  it.each<[number, string]>([
    [-3, 'mudah'],
    [-1.01, 'mudah'],
    [-1, 'sedang'],
    [0, 'sedang'],
    [1, 'sedang'],
    [1.01, 'sulit'],
    [4, 'sulit'],
  ])('b = %s is %s', (b, word) => {
    expect(difficultyWord(b)).toBe(word);
  });

  it('refuses NaN', () => {
    expect(() => difficultyWord(Number.NaN)).toThrow(RangeError);
  });
});
