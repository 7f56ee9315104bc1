import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy';

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
