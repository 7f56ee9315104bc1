import { describe, expect, it } from 'vitest';
import { computeStatistics, computeStreak, dateInTimeZone, dayLabel, isValidTimeZone, relativeTime } from './dashboard';

describe('dateInTimeZone', () => {
  // 2026-11-20 17:30 UTC is 00:30 on the 21st in WIB (UTC+7), 01:30 in WITA, 02:30 in WIT.
  const instant = new Date('2026-11-20T17:30:00Z');
  it.each([
    ['Asia/Jakarta', '2026-11-21'],
    ['Asia/Makassar', '2026-11-21'],
    ['Asia/Jayapura', '2026-11-21'],
    ['UTC', '2026-11-20'],
  ])('in %s the day is %s', (timeZone, expected) => {
    expect(dateInTimeZone(instant, timeZone)).toBe(expected);
  });

  it('puts 16:59 UTC on the previous WIB day and 17:00 UTC on the next', () => {
    expect(dateInTimeZone(new Date('2026-11-20T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-20');
    expect(dateInTimeZone(new Date('2026-11-20T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-21');
  });

  it('knows valid and invalid zones', () => {
    expect(isValidTimeZone('Asia/Jayapura')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('computeStreak', () => {
  const today = '2026-11-21';
  it.each([
    [[], 0],
    [['2026-11-20', '2026-11-19'], 0],
    [['2026-11-21'], 1],
    [['2026-11-21', '2026-11-20', '2026-11-19'], 3],
    [['2026-11-21', '2026-11-19'], 1],
    [['2026-11-21', '2026-11-20', '2026-11-18'], 2],
  ])('days %j give a streak of %i', (days, expected) => {
    expect(computeStreak(days, today).current).toBe(expected);
  });

  it('counts past the 7-day strip', () => {
    const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 10, 21 - i)).toISOString().slice(0, 10));
    expect(computeStreak(days, today).current).toBe(12);
  });

  it('crosses month and year boundaries', () => {
    expect(computeStreak(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01').current).toBe(3);
    expect(computeStreak(['2026-03-01', '2026-02-28'], '2026-03-01').current).toBe(2);
  });

  it('builds a 7-day strip from 6 days ago to today with Indonesian labels and weekday initials', () => {
    const { days } = computeStreak(['2026-11-21', '2026-11-19'], today);
    expect(days.map((day) => day.label)).toEqual(['6 Hari Lalu', '5 Hari Lalu', '4 Hari Lalu', '3 Hari Lalu', '2 Hari Lalu', 'Kemarin', 'Hari Ini']);
    // 2026-11-15 is a Sunday (Minggu) ... 2026-11-21 a Saturday (Sabtu)
    expect(days.map((day) => day.weekdayInitial)).toEqual(['M', 'S', 'S', 'R', 'K', 'J', 'S']);
    expect(days.map((day) => day.isDone)).toEqual([false, false, false, false, true, false, true]);
  });

  it('labels days', () => {
    expect([0, 1, 2, 6].map(dayLabel)).toEqual(['Hari Ini', 'Kemarin', '2 Hari Lalu', '6 Hari Lalu']);
  });
});

describe('computeStatistics', () => {
  it('gives zeros without attempts instead of dividing by zero', () => {
    const stats = computeStatistics({ attempted: 0, correct: 0, totalAttempts: 0, solvedIn1: 0, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 });
    expect(stats).toMatchObject({ accuracyPercent: 0, firstTrySharePercent: 0, averageAttempts: 0 });
    expect(stats.buckets.map((bucket) => bucket.percentOfSolved)).toEqual([0, 0, 0, 0]);
  });

  it('gives zero average attempts when nothing is solved yet', () => {
    const stats = computeStatistics({ attempted: 2, correct: 0, totalAttempts: 5, solvedIn1: 0, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 });
    expect(stats).toMatchObject({ accuracyPercent: 0, averageAttempts: 0, totalAttempts: 5 });
  });

  it('rounds accuracy, share and average to 2 decimals and the chart to 1', () => {
    const stats = computeStatistics({ attempted: 3, correct: 3, totalAttempts: 7, solvedIn1: 1, solvedIn2: 1, solvedIn3: 0, solvedIn4Plus: 1 });
    expect(stats.accuracyPercent).toBe(100);
    expect(stats.firstTrySharePercent).toBe(33.33);
    expect(stats.averageAttempts).toBe(2.33);
    expect(stats.buckets.map((bucket) => [bucket.label, bucket.efficiency, bucket.count, bucket.percentOfSolved])).toEqual([
      ['1x Upaya', 'Efisiensi Tinggi', 1, 33.3],
      ['2x Upaya', 'Efisiensi Sedang', 1, 33.3],
      ['3x Upaya', 'Efisiensi Rendah', 0, 0],
      ['4+ Upaya', 'Perlu Perhatian', 1, 33.3],
    ]);
  });

  it('computes accuracy over distinct attempted problems', () => {
    const stats = computeStatistics({ attempted: 7, correct: 2, totalAttempts: 9, solvedIn1: 2, solvedIn2: 0, solvedIn3: 0, solvedIn4Plus: 0 });
    expect(stats.accuracyPercent).toBe(28.57);
    expect(stats.averageAttempts).toBe(4.5);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    ['2026-11-21T10:00:00Z', 'baru saja'],
    ['2026-11-21T09:59:01Z', 'baru saja'],
    ['2026-11-21T09:59:00Z', '1 menit yang lalu'],
    ['2026-11-21T09:01:00Z', '59 menit yang lalu'],
    ['2026-11-21T09:00:00Z', '1 jam yang lalu'],
    ['2026-11-20T10:00:01Z', '23 jam yang lalu'],
    ['2026-11-20T10:00:00Z', '1 hari yang lalu'],
    ['2026-11-11T10:00:00Z', '10 hari yang lalu'],
    ['2026-11-21T10:05:00Z', 'baru saja'],
  ])('%s is "%s"', (then, expected) => {
    expect(relativeTime(new Date(then), now)).toBe(expected);
  });
});

describe('the kept day formats', () => {
  it('read the same day from a kept format as from a new one, zone by zone', () => {
    const instant = new Date('2026-03-08T07:30:00Z');
    for (const timeZone of ['Asia/Jakarta', 'America/Los_Angeles', 'Pacific/Kiritimati', 'asia/jakarta', 'UTC']) {
      const fresh = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
      expect([timeZone, dateInTimeZone(instant, timeZone), dateInTimeZone(instant, timeZone)]).toEqual([timeZone, fresh, fresh]);
    }
  });

  it('keep refusing a zone Intl does not know, however often it is asked', () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(() => dateInTimeZone(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    }
  });
});

describe('computeStreak across months, years and leap days', () => {
  it('counts a streak over the turn of a year and a leap day exactly as the calendar has them', () => {
    const days: string[] = [];
    for (let date = new Date('2024-02-27T00:00:00Z'); date <= new Date('2025-01-02T00:00:00Z'); date.setUTCDate(date.getUTCDate() + 1)) {
      days.push(date.toISOString().slice(0, 10));
    }
    // 2024-02-27 to 2025-01-02 is 311 days, 29 February included.
    expect(computeStreak(days, '2025-01-02').current).toBe(311);
    // A missing 29 February breaks it there.
    expect(computeStreak(days.filter((day) => day !== '2024-02-29'), '2025-01-02').current).toBe(308);
    // A missing 31 December breaks it at once after today.
    expect(computeStreak(days.filter((day) => day !== '2024-12-31'), '2025-01-02').current).toBe(2);
  });
});
