import { describe, expect, it } from 'vitest';
import type { TResponse } from './calibrate';
import { eapScore, eapScorer, percentileRank, percentileRanks, scoreBand, skorPrediksi, type TScoringItem } from './score';

const items: TScoringItem[] = [
  { a: 1.2, b: -1 },
  { a: 0.8, b: 0 },
  { a: 1.5, b: 0.5 },
  { a: 1, b: 1.5 },
];

// The posterior mean and SD by brute force: a fine trapezoid on [-8, 8], independent of the
// quadrature the scorer uses.
function bruteForce(responses: TResponse[], parameters: TScoringItem[]): { theta: number; sd: number } {
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i <= 4000; i++) {
    const theta = -8 + (16 * i) / 4000;
    let density = Math.exp(-theta * theta / 2) * (i === 0 || i === 4000 ? 0.5 : 1);
    responses.forEach((response, j) => {
      const item = parameters[j];
      if (response === null || !item || item.a === null || item.b === null) return;
      const p = 1 / (1 + Math.exp(-item.a * (theta - item.b)));
      density *= response === 1 ? p : 1 - p;
    });
    mass += density;
    first += density * theta;
    second += density * theta * theta;
  }
  const mean = first / mass;
  return { theta: mean, sd: Math.sqrt(second / mass - mean * mean) };
}

describe('eapScore', () => {
  it.each<[string, TResponse[]]>([
    ['all right', [1, 1, 1, 1]],
    ['all wrong', [0, 0, 0, 0]],
    ['easy ones right', [1, 1, 0, 0]],
    ['a surprising pattern', [0, 0, 1, 1]],
    ['with a missing answer', [1, null, 1, 0]],
  ])('matches the posterior mean and SD by brute force: %s', (_label, responses) => {
    const ability = eapScore(responses, items);
    const reference = bruteForce(responses, items);
    expect(ability.theta).toBeCloseTo(reference.theta, 3);
    expect(ability.sd).toBeCloseTo(reference.sd, 3);
  });

  it('is the prior with no answer', () => {
    const ability = eapScore([null, null, null, null], items);
    expect(ability.theta).toBeCloseTo(0, 10);
    expect(ability.sd).toBeCloseTo(1, 3);
    expect(ability.answered).toBe(0);
  });

  it('rises with each right answer and is symmetric for a mirrored test', () => {
    const symmetric: TScoringItem[] = [{ a: 1, b: -1 }, { a: 1, b: 1 }];
    const up = eapScore([1, 1], symmetric);
    const down = eapScore([0, 0], symmetric);
    expect(up.theta).toBeCloseTo(-down.theta, 10);
    expect(eapScore([1, 1, 0, null], items).theta).toBeGreaterThan(eapScore([1, 0, 0, null], items).theta);
  });

  it('skips missing answers and items without parameters as if they were not there', () => {
    const withGaps = eapScore([1, null, 0, 1], [items[0]!, items[1]!, { a: null, b: null }, items[3]!]);
    const without = eapScore([1, 1], [items[0]!, items[3]!]);
    expect(withGaps.theta).toBeCloseTo(without.theta, 12);
    expect(withGaps.sd).toBeCloseTo(without.sd, 12);
    expect(withGaps.answered).toBe(2);
  });

  it('gives the same as eapScorer reused over many learners', () => {
    const score = eapScorer(items);
    for (const responses of [[1, 0, 1, 0], [0, 1, null, 1]] as TResponse[][]) {
      expect(score(responses)).toEqual(eapScore(responses, items));
    }
  });

  it('refuses responses that do not fit the items', () => {
    expect(() => eapScore([1, 0], items)).toThrow(RangeError);
    expect(() => eapScore([1, 0, 2 as unknown as TResponse, 0], items)).toThrow(RangeError);
  });
});

describe('skorPrediksi', () => {
  it.each<[number, number, { score: number; plusMinus: number; low: number; high: number }]>([
    [0, 0.3, { score: 500, plusMinus: 30, low: 470, high: 530 }],
    [1.234, 0.351, { score: 623, plusMinus: 35, low: 588, high: 658 }],
    [-0.5, 0.42, { score: 450, plusMinus: 42, low: 408, high: 492 }],
    [-2.9, 0.6, { score: 210, plusMinus: 60, low: 200, high: 270 }],
    [-4, 0.7, { score: 200, plusMinus: 70, low: 200, high: 270 }],
    [6, 0.9, { score: 1000, plusMinus: 90, low: 910, high: 1000 }],
    [0.2, 0.001, { score: 520, plusMinus: 1, low: 519, high: 521 }],
  ])('theta %s ± %s', (theta, sd, expected) => {
    expect(skorPrediksi({ theta, sd })).toEqual(expected);
  });

  it('refuses an ability that is not a number', () => {
    expect(() => skorPrediksi({ theta: Number.NaN, sd: 0.3 })).toThrow(RangeError);
    expect(() => skorPrediksi({ theta: 0, sd: -1 })).toThrow(RangeError);
  });
});

describe('scoreBand', () => {
  it.each<[number, string, string]>([
    [200, 'perlu-latihan', 'Perlu latihan'],
    [399, 'perlu-latihan', 'Perlu latihan'],
    [400, 'cukup', 'Cukup'],
    [499, 'cukup', 'Cukup'],
    [500, 'baik', 'Baik'],
    [599, 'baik', 'Baik'],
    [600, 'sangat-baik', 'Sangat baik'],
    [1000, 'sangat-baik', 'Sangat baik'],
  ])('%s is %s', (score, band, label) => {
    expect(scoreBand(score)).toEqual({ band, label });
  });
});

describe('percentileRank', () => {
  const scores = [420, 510, 510, 650, 380];

  it.each<[number, number]>([
    [380, 10],
    [420, 30],
    [510, 60],
    [650, 90],
  ])('score %s is at percentile %s (ties count half)', (score, expected) => {
    expect(percentileRank(score, scores)).toBeCloseTo(expected, 10);
  });

  it('is 50 for the only participant', () => {
    expect(percentileRank(500, [500])).toBe(50);
  });

  it('agrees with percentileRanks of everyone at once', () => {
    expect(percentileRanks(scores)).toEqual(scores.map((score) => percentileRank(score, scores)));
    expect(percentileRanks([])).toEqual([]);
  });

  it('refuses an empty list', () => {
    expect(() => percentileRank(500, [])).toThrow(RangeError);
  });
});
