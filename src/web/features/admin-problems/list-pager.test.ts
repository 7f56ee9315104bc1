import { describe, expect, it } from 'vitest';
import { pageRangeText, selectionText } from './list-pager';

describe('pageRangeText', () => {
  it.each([
    [{ page: 1, pageSize: 25, total: 3412 }, 25, '1–25 dari 3.412'],
    [{ page: 137, pageSize: 25, total: 3412 }, 12, '3.401–3.412 dari 3.412'],
    [{ page: 1, pageSize: 25, total: 3 }, 3, '1–3 dari 3'],
    [{ page: 1, pageSize: 25, total: 0 }, 0, '0 dari 0'],
  ])('%o with %i rows reads %s', (pageInfo, rows, expected) => {
    expect(pageRangeText(pageInfo, rows)).toBe(expected);
  });
});

describe('selectionText', () => {
  it('uses the Indonesian thousands separator', () => {
    expect(selectionText(3, 3412)).toBe('3 dipilih dari 3.412');
  });
});
