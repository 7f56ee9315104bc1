import { describe, expect, it } from 'vitest';
import { calibrate2pl, type TResponse } from './calibrate';

// Validation against a published reference (issue 36; decision 056): the LSAT Section 6 data of
// Bock & Lieberman (1970), 5 items, 1000 examinees, as in R's ltm package (`LSAT`), and the 2PL
// estimates ltm publishes for it.
//
// The data: the 30 response patterns that occur (01010 and 01100 have count 0) with their counts,
// as printed by ltm's factor.scores() for `ltm(LSAT ~ z1, IRT.param = TRUE)` in
// https://rstudio-pubs-static.s3.amazonaws.com/1049111_d258e411eefe4ba085e3bbc59b32dbeb.html
// (columns Item 1..5 and Obs). Checked here against the published margins: items right 924, 709,
// 553, 763 and 870 times, totals 0..5 scored by 3, 20, 85, 237, 357 and 298 examinees
// (http://philender.com/courses/categorical/notes2/rasch.html).
//
// The estimates: `summary(ltm(LSAT ~ z1, IRT.param = TRUE))`, ltm's 2PL by marginal maximum
// likelihood (21 Gauss–Hermite points, BFGS), in
// https://geeksrepos.com/kdavis91/2PL-and-3PL-Dichotomous-Item-response-theory-model (the same
// coefficients to 7 digits are in the rpubs page above). ltm reports the IRT parameterisation with
// D = 1: P(right) = 1 / (1 + exp(-Dscrmn (z - Dffclt))), z ~ N(0, 1), our a and b exactly.
// Standard errors are ltm's, from the Hessian of the marginal log-likelihood (observed information).
const LSAT_PATTERNS: ReadonlyArray<readonly [string, number]> = [
  ['00000', 3], ['00001', 6], ['00010', 2], ['00011', 11], ['00100', 1], ['00101', 1],
  ['00110', 3], ['00111', 4], ['01000', 1], ['01001', 8], ['01011', 16], ['01101', 3],
  ['01110', 2], ['01111', 15], ['10000', 10], ['10001', 29], ['10010', 14], ['10011', 81],
  ['10100', 3], ['10101', 28], ['10110', 15], ['10111', 80], ['11000', 16], ['11001', 56],
  ['11010', 21], ['11011', 173], ['11100', 11], ['11101', 61], ['11110', 28], ['11111', 298],
];

const LTM_2PL = {
  logLikelihood: -2466.653,
  b: [-3.3597341, -1.3696497, -0.2798983, -1.8659189, -3.1235725],
  a: [0.8253715, 0.7229499, 0.8904748, 0.6885502, 0.6574516],
  seB: [0.8669, 0.3073, 0.0997, 0.4341, 0.87],
  seA: [0.2581, 0.1867, 0.2326, 0.1852, 0.21],
};

const patterns = LSAT_PATTERNS.map(([pattern]) => [...pattern].map((digit) => (digit === '1' ? 1 : 0) as TResponse));
const counts = LSAT_PATTERNS.map(([, count]) => count);

describe('the LSAT data as written here', () => {
  it('has the published size and margins', () => {
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1000);
    const rightPerItem = [0, 1, 2, 3, 4].map((j) => patterns.reduce((sum, row, p) => sum + (row[j] === 1 ? counts[p]! : 0), 0));
    expect(rightPerItem).toEqual([924, 709, 553, 763, 870]);
    const byTotal = [0, 0, 0, 0, 0, 0];
    patterns.forEach((row, p) => {
      const total = row.filter((value) => value === 1).length;
      byTotal[total] = byTotal[total]! + counts[p]!;
    });
    expect(byTotal).toEqual([3, 20, 85, 237, 357, 298]);
  });
});

describe('calibrate2pl on LSAT against ltm', () => {
  const fit = calibrate2pl({ patterns, counts }, { standardErrors: 'observed' });

  it('converges', () => {
    expect(fit.converged).toBe(true);
    expect(fit.examinees).toBe(1000);
    expect(fit.patterns).toBe(30);
    expect(fit.items.every((item) => item.status === 'estimated' && !item.atBound)).toBe(true);
  });

  it('gives every a and b within 0.05 of ltm (issue 36), and in fact within 0.005', () => {
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.b! - LTM_2PL.b[j]!)).toBeLessThanOrEqual(0.005);
      expect(Math.abs(item.a! - LTM_2PL.a[j]!)).toBeLessThanOrEqual(0.005);
    });
  });

  it('reaches ltm\'s log-likelihood', () => {
    expect(fit.logLikelihood).toBeCloseTo(LTM_2PL.logLikelihood, 2);
  });

  it('gives observed-information standard errors within 0.005 of ltm\'s', () => {
    fit.items.forEach((item, j) => {
      expect(Math.abs(item.seB! - LTM_2PL.seB[j]!)).toBeLessThanOrEqual(0.005);
      expect(Math.abs(item.seA! - LTM_2PL.seA[j]!)).toBeLessThanOrEqual(0.005);
    });
  });

  it('gives cross-product (empirical information) standard errors within 5 % of ltm\'s', () => {
    const crossProduct = calibrate2pl({ patterns, counts });
    expect(crossProduct.standardErrors).toBe('crossProduct');
    crossProduct.items.forEach((item, j) => {
      expect(Math.abs(item.seB! / LTM_2PL.seB[j]! - 1)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(item.seA! / LTM_2PL.seA[j]! - 1)).toBeLessThanOrEqual(0.05);
    });
  });

  it('gives the same estimates from the 1000 rows as from the patterns', () => {
    const rows = patterns.flatMap((row, p) => Array.from({ length: counts[p]! }, () => row));
    const fromRows = calibrate2pl(rows, { standardErrors: 'none' });
    expect(fromRows.patterns).toBe(30);
    fromRows.items.forEach((item, j) => {
      expect(item.a).toBeCloseTo(fit.items[j]!.a!, 8);
      expect(item.b).toBeCloseTo(fit.items[j]!.b!, 8);
    });
  });

  it('gives the same estimates by plain EM, and with 41 or 21 quadrature points', () => {
    for (const options of [{ accelerate: false }, { quadraturePoints: 41 }, { quadraturePoints: 21, quadratureRange: 5 }]) {
      const other = calibrate2pl({ patterns, counts }, { ...options, standardErrors: 'none' });
      expect(other.converged).toBe(true);
      other.items.forEach((item, j) => {
        expect(Math.abs(item.a! - fit.items[j]!.a!)).toBeLessThanOrEqual(0.002);
        expect(Math.abs(item.b! - fit.items[j]!.b!)).toBeLessThanOrEqual(0.002);
      });
    }
  });
});
