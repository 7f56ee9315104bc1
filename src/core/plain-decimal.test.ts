import { describe, expect, it } from 'vitest';
import { exactToPlainDecimal, plainDecimalToExact } from './plain-decimal';

describe('plain decimals, as a Postgres numeric column reads and writes them', () => {
  it.each<[string, bigint, bigint]>([
    ['0', 0n, 1n],
    ['0.01', 1n, 100n],
    ['1.000', 1n, 1n],
    ['1000', 1000n, 1n],
    ['2.50', 5n, 2n],
    ['-0.75', -3n, 4n],
    ['0.000001', 1n, 1_000_000n],
  ])('%s is %d/%d (a dot is always the decimal point here, never thousands)', (text, numerator, denominator) => {
    expect(plainDecimalToExact(text)).toEqual({ numerator, denominator });
  });

  it.each(['', '1,5', '1.', '.5', '1e3', 'abc', '1.2.3', '9'.repeat(81)])('refuses %j', (text) => {
    expect(plainDecimalToExact(text)).toBeNull();
  });

  it.each<[bigint, bigint, string | null]>([
    [0n, 1n, '0'],
    [1n, 100n, '0.01'],
    [5n, 2n, '2.5'],
    [-3n, 4n, '-0.75'],
    [1000n, 1n, '1000'],
    [1n, 3n, null],
    [1n, 6n, null],
  ])('%d/%d is written %j', (numerator, denominator, text) => {
    expect(exactToPlainDecimal({ numerator, denominator })).toBe(text);
  });

  it('round-trips', () => {
    for (const text of ['0.125', '12.5', '-3.2', '7', '0.0005']) expect(exactToPlainDecimal(plainDecimalToExact(text)!)).toBe(text);
  });
});
