import { describe, expect, it } from 'vitest';
import { nextUnsolvedIndex } from './assignment-mode';

describe('the next problem of a Tugas', () => {
  it.each([
    ['the next one in order', [false, false, false], 0, 1],
    ['skips problems already solved', [false, true, true, false], 0, 3],
    ['after the last, comes round to one skipped earlier', [true, false, true, false], 3, 1],
    ['the problem open now is never its own next', [false, true, true], 0, null],
    ['everything solved: none', [true, true, true], 1, null],
    ['a single problem: none', [false], 0, null],
  ])('%s', (_case, isSolved, current, next) => {
    expect(nextUnsolvedIndex(isSolved, current)).toBe(next);
  });
});
