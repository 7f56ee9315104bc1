import { describe, expect, it } from 'vitest';
import { isCommonPassword, ZPassword } from './password-policy';

describe('isCommonPassword', () => {
  it.each([
    ['password', true],
    ['PASSWORD123', true],
    ['12345678', true],
    ['indonesia', true],
    ['Bismillah', true],
    ['aaaaaaaaaa', true],
    ['3456789012', true],
    ['98765432', true],
    ['kucing-oranye-lompat', false],
    ['Tr1gonometri!', false],
  ])('%s -> %s', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});

describe('ZPassword', () => {
  it('refuses passwords shorter than 8 characters', () => {
    expect(ZPassword.safeParse('Ab3$xyz').success).toBe(false);
  });
  it('accepts a long pass-phrase of 64 characters', () => {
    expect(ZPassword.safeParse('kuda-laut-'.repeat(6) + 'abcd').success).toBe(true);
  });
  it('refuses passwords longer than 128 characters', () => {
    expect(ZPassword.safeParse('x1'.repeat(65)).success).toBe(false);
  });
  it('refuses a very common password', () => {
    expect(ZPassword.safeParse('qwerty123').success).toBe(false);
  });
});
