import { describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_CODE_PATTERN, classJoinPath, generateClassCode, normaliseClassCode } from './class-code';

describe('class join codes', () => {
  it('has no look-alike characters', () => {
    for (const lookAlike of ['O', '0', 'I', '1', 'L']) expect(CLASS_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(CLASS_CODE_ALPHABET.length);
  });

  it('generates codes of the alphabet and length, between 6 and 8 characters', () => {
    expect(CLASS_CODE_LENGTH).toBeGreaterThanOrEqual(6);
    expect(CLASS_CODE_LENGTH).toBeLessThanOrEqual(8);
    for (let index = 0; index < 200; index += 1) expect(generateClassCode()).toMatch(CLASS_CODE_PATTERN);
  });

  it('maps random bytes without modulo bias: bytes from 248 up are dropped', () => {
    const bytes = [255, 248, 0, 30, 31, 247, 1, 2, 3, 4];
    const fill = (buffer: Uint8Array) => {
      buffer.set(bytes.concat(Array<number>(buffer.length - bytes.length).fill(0)));
      return buffer;
    };
    expect(generateClassCode(fill)).toBe('A9A9BCD');
  });

  it.each([
    ['ABCD234', 'ABCD234'],
    ['abcd234', 'ABCD234'],
    ['  abc-d234 ', 'ABCD234'],
    ['ABC D23 4', 'ABCD234'],
    ['ABC--D234', 'ABCD234'],
    ['ABCD23', null],
    ['ABCD2345', null],
    ['ABCD0O4', null],
    ['ABCDI14', null],
    ['ABCD_23', null],
    ['', null],
  ])('reads %j as %j', (typed, code) => {
    expect(normaliseClassCode(typed)).toBe(code);
  });

  it('links a code to its join page', () => {
    expect(classJoinPath('ABCD234')).toBe('/math/kelas/gabung/ABCD234');
  });
});
