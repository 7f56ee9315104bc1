import { describe, expect, it } from 'vitest';
import { computeStatistics } from '../../core/dashboard';
import { formatCount, formatOneDecimal, formatPercentOneDecimal, formatPercentTwoDecimals, formatTwoDecimals } from './number-format';

describe('Indonesian number formatting', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1234, '1.234'],
    [1_234_567, '1.234.567'],
  ])('a count of %d reads %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it.each([
    [0, '0,00'],
    [1.8, '1,80'],
    [2, '2,00'],
    [1.75, '1,75'],
    [33.33, '33,33'],
    [90, '90,00'],
    [100, '100,00'],
    [1234.5, '1.234,50'],
  ])('%s with two decimals reads %s', (value, expected) => {
    expect(formatTwoDecimals(value)).toBe(expected);
  });

  it.each([
    [0, '0,0'],
    [50, '50,0'],
    [33.3, '33,3'],
    [66.7, '66,7'],
    [100, '100,0'],
  ])('%s with one decimal reads %s', (value, expected) => {
    expect(formatOneDecimal(value)).toBe(expected);
  });

  it.each([
    [90, '90,00%'],
    [33.33, '33,33%'],
    [0, '0,00%'],
    [100, '100,00%'],
  ])('a percentage of %s reads %s', (value, expected) => {
    expect(formatPercentTwoDecimals(value)).toBe(expected);
  });

  it.each([
    [50, '50,0%'],
    [16.7, '16,7%'],
  ])('a tooltip percentage of %s reads %s', (value, expected) => {
    expect(formatPercentOneDecimal(value)).toBe(expected);
  });
});

describe('dashboard statistics as shown (spec 9)', () => {
  // 10 attempted, 9 correct in 18 attempts, 3 of them at the first try.
  const statistics = computeStatistics({ attempted: 10, correct: 9, totalAttempts: 18, solvedIn1: 3, solvedIn2: 3, solvedIn3: 2, solvedIn4Plus: 1 });

  it.each([
    ['accuracy', formatPercentTwoDecimals(statistics.accuracyPercent), '90,00%'],
    ['the 1-attempt share', formatPercentTwoDecimals(statistics.firstTrySharePercent), '33,33%'],
    ['average attempts', formatTwoDecimals(statistics.averageAttempts), '2,00'],
    ['the 2-attempt bar tooltip', formatPercentOneDecimal(statistics.buckets[1]!.percentOfSolved), '33,3%'],
    ['the 4+ bar tooltip', formatPercentOneDecimal(statistics.buckets[3]!.percentOfSolved), '11,1%'],
  ])('%s reads %s', (_label, shown, expected) => {
    expect(shown).toBe(expected);
  });

  it('average attempts of 1.8 reads 1,80', () => {
    const { averageAttempts } = computeStatistics({ attempted: 5, correct: 5, totalAttempts: 9, solvedIn1: 2, solvedIn2: 2, solvedIn3: 1, solvedIn4Plus: 0 });
    expect(formatTwoDecimals(averageAttempts)).toBe('1,80');
  });

  it('no attempts yet reads zeros with their decimals', () => {
    const empty = computeStatistics({ attempted: 0, correct: 0, totalAttempts: 0, solvedIn1: 0, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 });
    expect([formatPercentTwoDecimals(empty.accuracyPercent), formatPercentTwoDecimals(empty.firstTrySharePercent), formatTwoDecimals(empty.averageAttempts)]).toEqual([
      '0,00%',
      '0,00%',
      '0,00',
    ]);
  });
});
