import { describe, expect, it } from 'vitest';
import type { TResponsePatterns } from '../../../core/irt/calibrate';
import { flattenPatterns, patternsFromCells } from './response-cells';

describe('response cells', () => {
  it.each([
    ['right, wrong and missing answers', { patterns: [[1, 0, null], [null, null, 1]], counts: [1, 3] }, { patterns: [[1, 0, null], [null, null, 1]], counts: [1, 3] }],
    ['undefined and short rows read as missing', { patterns: [[1], [0, undefined, 1]], counts: [2, 1] }, { patterns: [[1, null, null], [0, null, 1]], counts: [2, 1] }],
    ['no patterns', { patterns: [], counts: [] }, { patterns: [], counts: [] }],
  ] satisfies [string, TResponsePatterns, TResponsePatterns][])('%s come back as they went', (_, data, expected) => {
    expect(patternsFromCells(flattenPatterns(data))).toEqual(expected);
  });

  it('takes one byte per answer, for tryouts of any length', () => {
    // 8 sections of 60 problems: wider than a byte can count.
    const patterns = Array.from({ length: 100 }, (_, row) => Array.from({ length: 480 }, (__, item) => ((row + item) % 3 === 0 ? null : (((row + item) % 2) as 0 | 1))));
    const responses = flattenPatterns({ patterns, counts: patterns.map(() => 1) });
    expect(responses.cells.byteLength).toBe(100 * 480);
    expect(patternsFromCells(responses).patterns).toEqual(patterns);
  });
});
