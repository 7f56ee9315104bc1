import { describe, expect, it } from 'vitest';
import { calibrate2pl, type TResponse } from './calibrate';
import { eapScorer } from './score';
import { seededRandom, simulate2pl } from './seeded-random';

// Recovery of known parameters on simulated data (issue 36; decision 056), seeded so every run
// sees the same data.

const rmse = (estimates: number[], truth: number[]) => Math.sqrt(estimates.reduce((sum, value, i) => sum + (value - truth[i]!) ** 2, 0) / truth.length);

function correlation(x: number[], y: number[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((value, i) => {
    sxy += (value - mx) * (y[i]! - my);
    sxx += (value - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('calibrate2pl recovers known parameters', () => {
  const simulation = simulate2pl(seededRandom(20261127), { items: 30, examinees: 2000 });
  const fit = calibrate2pl(simulation.responses);

  it('converges on 30 items and 2,000 examinees', () => {
    expect(fit.converged).toBe(true);
    // The cost guard without a clock: one pass over the distinct patterns per EM step, and few
    // steps (18 when written; 40 items x 20,000 sittings take 21, decision 056).
    expect(fit.iterations).toBeLessThanOrEqual(60);
    expect(fit.examinees).toBe(2000);
    expect(fit.items.every((item) => item.status === 'estimated')).toBe(true);
  });

  it('with RMSE <= 0.15 for b and <= 0.2 for a', () => {
    const bRmse = rmse(fit.items.map((item) => item.b!), simulation.b);
    const aRmse = rmse(fit.items.map((item) => item.a!), simulation.a);
    expect(bRmse).toBeLessThanOrEqual(0.15);
    expect(aRmse).toBeLessThanOrEqual(0.2);
  });

  it('with standard errors that match the spread of the errors', () => {
    // Mean squared z-score of the estimates against the truth: about 1 when the SEs are right.
    const zB = fit.items.map((item, j) => ((item.b! - simulation.b[j]!) / item.seB!) ** 2);
    const zA = fit.items.map((item, j) => ((item.a! - simulation.a[j]!) / item.seA!) ** 2);
    const meanOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(meanOf(zB)).toBeGreaterThan(0.5);
    expect(meanOf(zB)).toBeLessThan(2);
    expect(meanOf(zA)).toBeGreaterThan(0.5);
    expect(meanOf(zA)).toBeLessThan(2);
  });

  it('and EAP abilities from the estimates follow the true abilities', () => {
    const score = eapScorer(fit.items);
    const abilities = simulation.responses.map((row) => score(row));
    const eap = abilities.map((ability) => ability.theta);
    expect(correlation(eap, simulation.theta)).toBeGreaterThanOrEqual(0.9);
    // About 95 % of true abilities within 2 posterior SDs of their EAP.
    const covered = abilities.filter((ability, i) => Math.abs(ability.theta - simulation.theta[i]!) <= 2 * ability.sd).length / abilities.length;
    expect(covered).toBeGreaterThan(0.92);
    expect(covered).toBeLessThan(0.98);
  });
});

describe('calibrate2pl with missing answers', () => {
  it('still recovers the parameters when a quarter of answers are missing at random', () => {
    const simulation = simulate2pl(seededRandom(36), { items: 30, examinees: 2000, missingRate: 0.25 });
    const fit = calibrate2pl(simulation.responses, { standardErrors: 'none' });
    expect(fit.converged).toBe(true);
    expect(rmse(fit.items.map((item) => item.b!), simulation.b)).toBeLessThanOrEqual(0.2);
    expect(rmse(fit.items.map((item) => item.a!), simulation.a)).toBeLessThanOrEqual(0.25);
    const answers = simulation.responses.reduce((sum, row) => sum + (row[0] === null ? 0 : 1), 0);
    expect(fit.items[0]!.answers).toBe(answers);
  });

  it('drops examinees with no answer at all', () => {
    const simulation = simulate2pl(seededRandom(7), { items: 10, examinees: 500 });
    const empty: TResponse[] = Array.from({ length: 10 }, () => null);
    const fit = calibrate2pl([...simulation.responses, empty, empty], { standardErrors: 'none' });
    const without = calibrate2pl(simulation.responses, { standardErrors: 'none' });
    expect(fit.examinees).toBe(500);
    fit.items.forEach((item, j) => expect(item.b).toBeCloseTo(without.items[j]!.b!, 10));
  });
});

describe('calibrate2pl with items that have no finite estimate', () => {
  const simulation = simulate2pl(seededRandom(99), { items: 8, examinees: 1000 });
  // Column 8: everybody right; 9: everybody wrong; 10: nobody answered; 11: only 0s and nulls.
  const rows = simulation.responses.map((row, i) => [...row, 1, 0, null, i % 2 === 0 ? 0 : null] as TResponse[]);
  const fit = calibrate2pl(rows);

  it('marks them and leaves their parameters null', () => {
    expect(fit.items.slice(8).map((item) => item.status)).toEqual(['allCorrect', 'allWrong', 'noAnswers', 'allWrong']);
    for (const item of fit.items.slice(8)) {
      expect(item).toMatchObject({ a: null, b: null, seA: null, seB: null });
    }
    expect(fit.items[8]).toMatchObject({ answers: 1000, correct: 1000 });
    expect(fit.items[10]).toMatchObject({ answers: 0, correct: 0 });
  });

  it('estimates the other items as without them', () => {
    const alone = calibrate2pl(simulation.responses);
    expect(fit.converged).toBe(true);
    fit.items.slice(0, 8).forEach((item, j) => {
      expect(item.status).toBe('estimated');
      expect(item.a).toBeCloseTo(alone.items[j]!.a!, 8);
      expect(item.b).toBeCloseTo(alone.items[j]!.b!, 8);
      expect(item.seB).toBeCloseTo(alone.items[j]!.seB!, 8);
    });
  });

  it('returns at once when no item can be estimated', () => {
    const none = calibrate2pl([
      [1, 0, null],
      [1, 0, null],
    ]);
    expect(none).toMatchObject({ converged: true, iterations: 0, examinees: 0 });
    expect(none.items.map((item) => item.status)).toEqual(['allCorrect', 'allWrong', 'noAnswers']);
  });
});

describe('calibrate2pl on awkward data', () => {
  it('keeps a perfectly separating item on its bound instead of running off', () => {
    // Item 0 is right exactly for those who get item 1 right and item 2 right: near separation.
    const rows: TResponse[][] = [];
    for (let i = 0; i < 50; i++) rows.push([1, 1, 1], [0, 0, 0], [0, 1, 0], [0, 0, 1]);
    const fit = calibrate2pl(rows);
    for (const item of fit.items) {
      expect(Number.isFinite(item.a)).toBe(true);
      expect(Number.isFinite(item.b)).toBe(true);
      expect(Math.abs(item.a!)).toBeLessThanOrEqual(10);
    }
  });

  it('reports a negative discrimination for an item the able get wrong', () => {
    const simulation = simulate2pl(seededRandom(5), { items: 10, examinees: 2000 });
    // Item 0 reversed: right when the 2PL says wrong.
    const rows = simulation.responses.map((row) => [row[0] === 1 ? 0 : 1, ...row.slice(1)] as TResponse[]);
    const fit = calibrate2pl(rows, { standardErrors: 'none' });
    expect(fit.items[0]!.a!).toBeLessThan(0);
    expect(fit.items[0]!.a!).toBeCloseTo(-simulation.a[0]!, 0);
  });

  it('stops at maxIterations and says it did not converge', () => {
    const simulation = simulate2pl(seededRandom(3), { items: 10, examinees: 300 });
    const fit = calibrate2pl(simulation.responses, { maxIterations: 2, standardErrors: 'none' });
    expect(fit.converged).toBe(false);
    expect(fit.iterations).toBe(2);
  });

  it.each<[string, Parameters<typeof calibrate2pl>[0]]>([
    ['a response other than 0, 1 or null', [[1, 2 as unknown as TResponse]]],
    ['rows of different lengths', [[1, 0], [1]]],
    ['counts that do not match the patterns', { patterns: [[1, 0]], counts: [1, 2] }],
    ['a negative count', { patterns: [[1, 0]], counts: [-1] }],
  ])('refuses %s', (_label, data) => {
    expect(() => calibrate2pl(data)).toThrow(RangeError);
  });
});
