import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS, neutraliseFormula, spreadsheetCell } from './spreadsheet-cell';

describe('spreadsheet cells never start a formula', () => {
  it.each([
    ['=HYPERLINK("http://x","klik")', `'=HYPERLINK("http://x","klik")`],
    ['=1+1', `'=1+1`],
    ['+6281234567', `'+6281234567`],
    ['-2+3', `'-2+3`],
    ['-1', `'-1`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['=', `'=`],
    ['==', `'==`],
  ])('text %j that a spreadsheet would read as a formula is written as %j', (text, written) => {
    expect(neutraliseFormula(text)).toBe(written);
    expect(spreadsheetCell(text)).toBe(written);
  });

  it.each([
    ['Budi Santoso'],
    ['budi@contoh.id'],
    ['X IPA 2 — 2026/2027'],
    ['1-2'],
    ['a=b'],
    [' =1+1'],
    ['\n=1+1'],
    ["'=already quoted"],
    ['Ñ=ñ'],
    [''],
  ])('text %j that starts with none of them is written as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('covers exactly the triggers OWASP names', () => {
    expect([...FORMULA_TRIGGERS]).toEqual(['=', '+', '-', '@', '\t', '\r']);
  });

  const when = new Date('2026-12-01T08:00:00Z');
  it.each([
    [-1, -1],
    [-0.5, -0.5],
    [0, 0],
    [42, 42],
    [true, true],
    [false, false],
    [null, null],
    [undefined, undefined],
    [when, when],
  ])('a value that is not text (%j) is written as it is, not as text', (value, written) => {
    expect(spreadsheetCell(value)).toBe(written);
  });
});
