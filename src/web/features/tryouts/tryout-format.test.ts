import { describe, expect, it } from 'vitest';
import { formatDuration, formatTryoutTime, sectionsSummary } from './tryout-format';

describe('tryout formats', () => {
  it('writes a time in WIB whatever the zone it is given in', () => {
    expect(formatTryoutTime('2026-11-27T12:00:00.000Z')).toBe('Jum 27 Nov 2026 19.00 WIB');
    expect(formatTryoutTime('2026-11-27T19:00:00+07:00')).toBe('Jum 27 Nov 2026 19.00 WIB');
  });

  it.each([
    [60, '1 menit'],
    [45 * 60, '45 menit'],
    [3600, '1 jam'],
    [5400, '1 jam 30 menit'],
  ])('writes %i s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('sums the sections', () => {
    expect(sectionsSummary([{ durationSeconds: 1800, problemCount: 10 }, { durationSeconds: 3600, problemCount: 15 }])).toBe('2 bagian · 25 soal · 1 jam 30 menit');
  });
});
