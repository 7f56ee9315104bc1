import { describe, expect, it } from 'vitest';
import {
  formatIndonesianNumber,
  isNumericAnswerText,
  isWithinTolerance,
  NUMBER_ANSWER_MAX_LENGTH,
  readIndonesianNumber,
  sameNumber,
  type TExactNumber,
} from './numeric-answer';

// 'p/q' in the tables, so every expectation shows the exact reduced value.
function asText(value: TExactNumber | null): string | null {
  return value === null ? null : `${value.numerator}/${value.denominator}`;
}

function exactOf(text: string): TExactNumber {
  const [numerator = '', denominator = '1'] = text.split('/');
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
}

function read(text: string): TExactNumber {
  const value = readIndonesianNumber(text);
  if (value === null) throw new Error(`test setup: '${text}' does not read`);
  return value;
}

const sixtyOnes = '1'.repeat(NUMBER_ANSWER_MAX_LENGTH);

// [what the learner typed, the value read as 'p/q' or null for unreadable, why]
const READING_ROWS: [string, string | null, string][] = [
  // Plain integers, signs and surrounding whitespace
  ['7', '7/1', 'a plain integer'],
  ['007', '7/1', 'leading zeros are fine'],
  ['0', '0/1', 'zero is 0/1'],
  ['-0', '0/1', 'minus zero reads as zero'],
  ['  42  ', '42/1', 'surrounding spaces are ignored'],
  ['\u00a042\u00a0', '42/1', 'NBSP around the answer is ignored'],
  ['\t\u202f42\u3000\n', '42/1', 'tabs, narrow NBSP, ideographic space and a newline around the answer are ignored'],
  ['-5', '-5/1', 'a hyphen-minus'],
  ['+5', '5/1', 'a plus sign'],
  ['\u22125', '-5/1', 'a Unicode minus'],
  ['\u20135', '-5/1', 'an en dash typed as a minus'],
  ['- 5', '-5/1', 'spaces after the sign'],
  ['\u2212\u00a02,5', '-5/2', 'a Unicode minus and an NBSP before a decimal'],
  ['-', null, 'a lone sign'],
  ['+ ', null, 'a lone sign with a space'],
  ['', null, 'empty'],
  ['   ', null, 'blank'],
  ['--5', null, 'two signs'],
  ['+-5', null, 'a plus and a minus'],
  ['5-', null, 'a sign after the number'],

  // Decimal comma
  ['2,5', '5/2', 'a decimal comma'],
  ['2,50', '5/2', 'trailing zeros after the comma'],
  ['3,14', '157/50', 'pi to two places'],
  [',5', '1/2', 'no whole part before the comma'],
  ['-0,75', '-3/4', 'a negative decimal'],
  ['-,5', '-1/2', 'a sign and no whole part'],
  ['02,5', '5/2', 'a leading zero before the comma'],
  ['5,', null, 'a trailing comma is probably a typo'],
  [',', null, 'a comma alone'],
  ['1,2,3', null, 'two commas'],
  ['1,234.5', null, 'a comma before a dot: English thousands, not ours'],

  // Thousands dots, and where the Indonesian reading differs from the English one
  ['1.000', '1000/1', 'Indonesian reading wins: one thousand, not one point zero'],
  ['1,000', '1/1', 'Indonesian reading wins: decimal comma, so one, not one thousand'],
  ['12.345', '12345/1', 'Indonesian reading wins: twelve thousand three hundred forty-five, not twelve point three'],
  ['12,345', '2469/200', 'Indonesian reading wins: twelve comma three four five, not twelve thousand'],
  ['123.456', '123456/1', 'Indonesian reading wins: a full first group of thousands'],
  ['1.000.000', '1000000/1', 'one million in dot groups'],
  ['-1.000', '-1000/1', 'negative thousands'],
  ['1.234,5', '2469/2', 'thousands dot and decimal comma'],
  ['10.000,00', '10000/1', 'thousands dot and zero decimals'],
  ['1.234.567,89', '123456789/100', 'two dot groups and decimals'],
  ['1.2,5', null, 'a dot that is not a grouping before a decimal comma'],
  ['1.000.5', null, 'a dot-grouped part followed by a dot decimal'],
  ['1.000.000.5', null, 'dot groups then a dot decimal'],
  ['1.2.3', null, 'dots that are neither a grouping nor one decimal point'],
  ['1..5', null, 'two dots in a row'],

  // A single dot that is not a thousands grouping is a decimal point
  ['2.5', '5/2', 'a decimal point from an English keyboard'],
  ['2.50', '5/2', 'a decimal point and a trailing zero'],
  ['1.5', '3/2', 'one point five: a group of one digit is not thousands'],
  ['0.125', '1/8', 'a leading group 0 cannot be thousands'],
  ['1.2345', '2469/2000', 'four digits after the dot are not a group'],
  ['1234.567', '1234567/1000', 'a first group of four digits is not thousands'],
  ['01.000', '1/1', 'a leading zero is not thousands, so the dot is a decimal point'],
  ['.5', '1/2', 'a dot with no whole part'],
  ['5.', null, 'a trailing dot is probably a typo'],
  ['.', null, 'a dot alone'],

  // Spaces as thousands separators
  ['1 000', '1000/1', 'a space between thousands'],
  ['1 000 000', '1000000/1', 'one million in space groups'],
  ['12 345,5', '24691/2', 'space groups and a decimal comma'],
  ['1\u00a0000', '1000/1', 'an NBSP between thousands'],
  ['-1 000', '-1000/1', 'negative space groups'],
  ['1  000', null, 'a double space is not a separator'],
  ['2 5', null, 'two numbers'],
  ['1 00', null, 'a later group of two digits'],
  ['1000 000', null, 'a first group of four digits'],
  ['0 500', null, 'a first group with a leading zero'],
  ['1 000.5', null, 'space groups then a dot'],
  ['1.000 000', null, 'dot and space groups mixed'],

  // Fractions
  ['5/2', '5/2', 'a fraction'],
  ['-5/2', '-5/2', 'a negative fraction'],
  ['10/4', '5/2', 'a fraction is reduced'],
  ['5 / 2', '5/2', 'spaces around the slash'],
  ['05/02', '5/2', 'leading zeros in a fraction'],
  ['0/7', '0/1', 'zero over something'],
  ['1/0', null, 'a zero denominator'],
  ['0/0', null, 'zero over zero'],
  ['1/2/3', null, 'two slashes'],
  ['5/-2', null, 'a sign in the denominator'],
  ['2,5/2', null, 'a decimal numerator'],
  ['1.000/3', null, 'a grouped numerator'],
  ['/2', null, 'no numerator'],
  ['5/', null, 'no denominator'],

  // Mixed numbers
  ['2 1/2', '5/2', 'a mixed number'],
  ['-2 1/2', '-5/2', 'the sign applies to the whole mixed number'],
  ['2   1/2', '5/2', 'several spaces between whole and fraction'],
  ['2\u00a01/2', '5/2', 'an NBSP between whole and fraction'],
  ['21/2', '21/2', 'no space makes it a plain fraction'],
  ['2 5/2', null, 'an improper fraction part'],
  ['2 2/2', null, 'a fraction part equal to one'],
  ['2,5 1/2', null, 'a decimal whole part'],
  ['1 2 1/2', null, 'three numbers'],

  // Unicode vulgar fractions
  ['\u00bd', '1/2', '½ alone'],
  ['\u00bc', '1/4', '¼ alone'],
  ['\u00be', '3/4', '¾ alone'],
  ['\u2153', '1/3', '⅓ alone'],
  ['\u2155', '1/5', '⅕ alone'],
  ['\u215b', '1/8', '⅛ alone'],
  ['2\u00bd', '5/2', 'a whole number and ½'],
  ['2 \u00bd', '5/2', 'a whole number, a space and ½'],
  ['1\u2154', '5/3', 'a whole number and ⅔'],
  ['-\u00be', '-3/4', 'a negative ¾'],
  ['\u00bd\u00bd', null, 'two vulgar fractions'],
  ['2,5\u00bd', null, 'a decimal and ½'],
  ['\u00bd2', null, 'a digit after ½'],
  ['1/\u00bd', null, 'a slash and ½'],

  // Powers of ten
  ['2,5 \u00d7 10^3', '2500/1', 'a times sign and a caret'],
  ['2,5x10^3', '2500/1', 'a letter x, no spaces'],
  ['2,5 X 10^3', '2500/1', 'a capital X'],
  ['2,5\u00b710^3', '2500/1', 'a middle dot'],
  ['3*10^8', '300000000/1', 'an asterisk'],
  ['-2,5 \u00d7 10^3', '-2500/1', 'the sign applies to the whole'],
  ['1.5 \u00d7 10^2', '150/1', 'a dot decimal mantissa'],
  ['1.000 \u00d7 10^3', '1000000/1', 'a dot-grouped mantissa'],
  ['10^-2', '1/100', 'a bare power of ten with a negative exponent'],
  ['10^+2', '100/1', 'an explicit plus in the exponent'],
  ['10^\u22122', '1/100', 'a Unicode minus in the exponent'],
  ['10^{3}', '1000/1', 'an exponent in braces'],
  ['6 \u00d7 10^{-3}', '3/500', 'a negative exponent in braces'],
  ['2 \u00d7 10\u00b3', '2000/1', 'a superscript exponent'],
  ['10\u207b\u00b2', '1/100', 'a superscript minus'],
  ['1,6 \u00d7 10\u207b\u00b9\u2079', '1/6250000000000000000', 'a two-digit superscript exponent'],
  ['1e3', '1000/1', 'e notation'],
  ['2,5E-2', '1/40', 'capital E with a negative exponent'],
  ['1,5e+2', '150/1', 'e notation with a plus'],
  ['10^100', `1${'0'.repeat(100)}/1`, 'an exponent of 100 is still read'],
  ['10^0100', `1${'0'.repeat(100)}/1`, 'leading zeros in the exponent'],
  ['10^101', null, 'an exponent above 100'],
  ['1e-101', null, 'a negative exponent below -100'],
  ['10^99999999999999999999', null, 'a huge exponent'],
  ['2,5 \u00d7 10^', null, 'a caret with no exponent'],
  ['2,5 \u00d7 3^2', null, 'a base other than 10'],
  ['2\u00b3', null, 'a superscript on a base other than 10'],
  ['210^3', null, 'no times sign before 10'],
  ['\u00d7 10^3', null, 'a times sign with no mantissa'],
  ['10^{3', null, 'an unclosed brace'],
  ['10 ^ 3', null, 'spaces around the caret'],
  ['10^3,5', null, 'a decimal exponent'],
  ['1e', null, 'an e with no exponent'],
  ['e3', null, 'an e with no mantissa'],
  ['2,5 e3', null, 'a space before the e'],
  ['1e2e3', null, 'two e'],

  // Junk
  ['2,5a', null, 'a letter after the number'],
  ['abc', null, 'letters'],
  ['x=2', null, 'an equation'],
  ['50%', null, 'a percent sign'],
  ['Rp5.000', null, 'a currency prefix'],
  ['5 cm', null, 'a unit'],
  ['1_000', null, 'an underscore separator'],
  ['\uff11\uff12', null, 'full-width digits'],
  ['Infinity', null, 'what Number() would read'],
  ['0x10', null, 'hexadecimal'],

  // Length
  [sixtyOnes, `${sixtyOnes}/1`, 'exactly the maximum length is read'],
  [`${sixtyOnes}1`, null, 'one character over the maximum length'],
  [`-${sixtyOnes}`, null, 'the sign counts towards the length'],
  [`   ${sixtyOnes}   `, `${sixtyOnes}/1`, 'surrounding spaces do not count towards the length'],
  ['1'.repeat(10_000), null, '10,000 digits'],
  ['1.'.repeat(5_000), null, '1. repeated to 10,000 characters'],
  [`${' '.repeat(10_000)}5${' '.repeat(10_000)}`, '5/1', '10,000 spaces either side of an answer'],
];

describe('readIndonesianNumber', () => {
  it.each(READING_ROWS.map(([input, expected, note]) => [note, input, expected] as const))('%s', (_note, input, expected) => {
    expect(asText(readIndonesianNumber(input))).toBe(expected);
    expect(isNumericAnswerText(input)).toBe(expected !== null);
  });

  it('has at least 70 reading cases', () => {
    expect(READING_ROWS.length).toBeGreaterThanOrEqual(70);
  });
});

describe('formatIndonesianNumber', () => {
  it.each<[string, string]>([
    ['0/1', '0'],
    ['7/1', '7'],
    ['999/1', '999'],
    ['1000/1', '1.000'],
    ['12345/1', '12.345'],
    ['1000000/1', '1.000.000'],
    ['-1234/1', '-1.234'],
    ['5/2', '2,5'],
    ['-3/4', '-0,75'],
    ['1/8', '0,125'],
    ['1/40', '0,025'],
    ['123456789/100', '1.234.567,89'],
    ['-123456789/100', '-1.234.567,89'],
    ['1/4096', '0,000244140625'],
    ['1/1000000000000', '0,000000000001'],
    ['1/8192', '1/8192'],
    ['1/10000000000000', '1/10000000000000'],
    ['1/3', '1/3'],
    ['-7/3', '-7/3'],
    ['7/6', '7/6'],
  ])('%s is shown as %s', (value, expected) => {
    expect(formatIndonesianNumber(exactOf(value))).toBe(expected);
  });

  it('reduces a value built by hand before showing it', () => {
    expect(formatIndonesianNumber({ numerator: 10n, denominator: 4n })).toBe('2,5');
    expect(formatIndonesianNumber({ numerator: 2n, denominator: -6n })).toBe('-1/3');
  });

  it.each([
    '0/1', '1/1', '-1/1', '5/2', '-3/4', '1/3', '-7/3', '22/7', '1000/1', '-1000000/1', '123456789/100',
    '1/4096', '1/8192', '1/1000000000000', '314159/100000', '999999999999/1000', '12345678901234567890/1',
  ])('%s survives formatting and reading back', (value) => {
    const original = exactOf(value);
    const shown = formatIndonesianNumber(original);
    expect(asText(readIndonesianNumber(shown))).toBe(value);
  });
});

describe('sameNumber', () => {
  it.each<[string, TExactNumber, TExactNumber, boolean]>([
    ['the same value', read('2,5'), read('5/2'), true],
    ['thousands read both ways', read('1.000'), read('1 000'), true],
    ['a value built unreduced', { numerator: 2n, denominator: 4n }, read('0,5'), true],
    ['zero and minus zero', read('0'), read('-0'), true],
    ['a value and its negative', read('2,5'), read('-2,5'), false],
    ['one third and its decimal', read('1/3'), read('0,3333333333'), false],
    ['1 and 1,000 differ from 1.000', read('1,000'), read('1.000'), false],
  ])('%s', (_label, a, b, expected) => {
    expect(sameNumber(a, b)).toBe(expected);
    expect(sameNumber(b, a)).toBe(expected);
  });
});

describe('isWithinTolerance', () => {
  it.each<[string, string, string, string | null, boolean]>([
    ['an exact fraction is not its rounded decimal without a tolerance', '1/3', '0,3333333333', null, false],
    ['an exact fraction is within 0,001 of its rounded decimal', '1/3', '0,3333333333', '0,001', true],
    ['a rougher decimal is outside 0,001', '1/3', '0,33', '0,001', false],
    ['a zero tolerance is exact: the same value', '5/2', '2,50', '0', true],
    ['a zero tolerance is exact: a tiny difference', '5/2', '2,50001', '0', false],
    ['no tolerance: equal values', '0,3', '3/10', null, true],
    ['no tolerance: the float trap 0,1 + 0,2', '0,3', '0,30000000000000004', null, false],
    ['a tiny tolerance covers the float trap', '0,3', '0,30000000000000004', '1e-10', true],
    ['an answer below by exactly the tolerance', '10', '9,99', '0,01', true],
    ['an answer above by exactly the tolerance', '10', '10,01', '0,01', true],
    ['an answer below by more than the tolerance', '10', '9,98', '0,01', false],
    ['an answer above by more than the tolerance', '10', '10,02', '0,01', false],
    ['negative values inside the tolerance', '-5', '-5,005', '0,01', true],
    ['the opposite sign is far away', '-5', '5', '1', false],
    ['fractions exactly one tolerance apart', '1/3', '1/4', '1/12', true],
    ['fractions just over the tolerance apart', '1/3', '1/4', '1/13', false],
    ['a negative tolerance counts by its size', '10', '9,99', '-0,01', true],
  ])('%s', (_label, expected, actual, tolerance, result) => {
    expect(isWithinTolerance(read(expected), read(actual), tolerance === null ? null : read(tolerance))).toBe(result);
  });

  it('compares unreduced values built by hand exactly', () => {
    expect(isWithinTolerance({ numerator: 2n, denominator: 4n }, { numerator: 1n, denominator: 2n }, null)).toBe(true);
    expect(isWithinTolerance({ numerator: 10n, denominator: 20n }, { numerator: -3n, denominator: -5n }, { numerator: 2n, denominator: 20n })).toBe(true);
  });
});
