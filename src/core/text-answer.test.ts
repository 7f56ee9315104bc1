import { describe, expect, it } from 'vitest';
import { comparableText } from './text-answer';

describe('comparableText (issue 52.7)', () => {
  it.each([
    ['text', 'x + 2', 'x+2'],
    ['text', ' X+2 ', 'x+2'],
    ['text', 'Dua\u00a0Belas', 'duabelas'],
    ['text', 'a\tb\nc', 'abc'],
    ['text', 'Jakarta', 'jakarta'],
    ['exact', 'x + 2', 'x + 2'],
    ['exact', ' X+2 ', ' X+2 '],
    ['exact', 'cafe\u0301', 'caf\u00e9'],
  ] as const)('in %s mode, %j is compared as %j', (mode, text, comparable) => {
    expect(comparableText(text, mode)).toBe(comparable);
  });
});
