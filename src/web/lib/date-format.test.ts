import { describe, expect, it } from 'vitest';
import { formatDueAt } from './date-format';

const JAKARTA = 'Asia/Jakarta';
// 2026-11-27 10:00 in Jakarta (UTC+7).
const now = new Date('2026-11-27T03:00:00Z');

describe('formatDueAt', () => {
  it.each([
    ['a review already due', '2026-11-27T02:59:00Z', 'sekarang'],
    ['later the same day in the learner zone', '2026-11-27T12:30:00Z', 'hari ini 19.30'],
    ['after midnight in Jakarta though still the 27th in UTC', '2026-11-27T18:00:00Z', 'besok 01.00'],
    ['the next morning', '2026-11-28T00:00:00Z', 'besok 07.00'],
    ['the day after', '2026-11-29T10:45:00Z', 'lusa 17.45'],
    ['a later day', '2026-12-03T00:00:00Z', '3 Des 07.00'],
  ])('%s', (_what, dueAt, expected) => {
    expect(formatDueAt(new Date(dueAt), now, JAKARTA)).toBe(expected);
  });

  it('follows the zone it is given', () => {
    // 23:00 in Jakarta is 01:00 the next day in Jayapura (UTC+9).
    expect(formatDueAt(new Date('2026-11-27T16:00:00Z'), now, 'Asia/Jayapura')).toBe('besok 01.00');
  });
});
