// Spec sections 4 (streak) and 9 (dashboard and statistics): pure rules, shared by server and SPA.
import { DEFAULT_TIME_ZONE } from './time-zone';

export const STREAK_STRIP_DAYS = 7;
export const RECENT_ACTIVITY_LIMIT = 5;
export { DEFAULT_TIME_ZONE };

const WEEKDAY_INITIALS = ['M', 'S', 'S', 'R', 'K', 'J', 'S']; // Minggu, Senin, Selasa, Rabu, Kamis, Jumat, Sabtu

// Building an Intl.DateTimeFormat costs about 0.13 ms, reading a date from a built one about
// 2 µs: on the dashboard's every request that was two of them (bench/README.md, issue 13). One
// per zone is kept; zones are a few hundred names, and the map is emptied should odd spellings
// ('asia/jakarta', accepted too) ever fill it.
const DAY_FORMATS_KEPT = 1_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone Intl does not know: nothing is kept then.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= DAY_FORMATS_KEPT) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dayFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

// The calendar date (YYYY-MM-DD) of an instant in a time zone.
export function dateInTimeZone(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * today, the day before, and so on (YYYY-MM-DD). A streak of years is walked on every dashboard
 * request: counting down a day is integer arithmetic here, not a Date parsed and printed per day
 * as shiftDate does (that was 5% of the dashboard's CPU at 50 connections, bench/README.md).
 */
function* daysBackFrom(today: string): Generator<string> {
  let [year, month, day] = today.split('-').map(Number) as [number, number, number];
  for (;;) {
    yield `${year}-${twoDigits(month)}-${twoDigits(day)}`;
    day -= 1;
    if (day === 0) {
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
      // Day 0 of the next month is the last day of this one.
      day = new Date(Date.UTC(year, month, 0)).getUTCDate();
    }
  }
}

export function dayLabel(daysAgo: number): string {
  if (daysAgo === 0) return 'Hari Ini';
  if (daysAgo === 1) return 'Kemarin';
  return `${daysAgo} Hari Lalu`;
}

export type StreakDay = { date: string; label: string; weekdayInitial: string; isDone: boolean };
export type Streak = { current: number; days: StreakDay[] };

// Consecutive days ending today with at least one correct answer; no correct answer today
// means 0 (spec 4). The strip runs oldest to newest and ends with today.
export function computeStreak(daysWithCorrect: Iterable<string>, today: string): Streak {
  const done = new Set(daysWithCorrect);
  let current = 0;
  for (const day of daysBackFrom(today)) {
    if (!done.has(day)) break;
    current += 1;
  }
  const days = Array.from({ length: STREAK_STRIP_DAYS }, (_, index) => {
    const daysAgo = STREAK_STRIP_DAYS - 1 - index;
    const date = shiftDate(today, -daysAgo);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { date, label: dayLabel(daysAgo), weekdayInitial: WEEKDAY_INITIALS[weekday]!, isDone: done.has(date) };
  });
  return { current, days };
}

export type ProgressSummary = {
  attempted: number; // distinct problems with at least one attempt
  correct: number;
  totalAttempts: number;
  solvedIn1: number;
  solvedIn2: number;
  solvedIn3: number;
  solvedIn4Plus: number;
};

export type AttemptBucket = { key: '1' | '2' | '3' | '4+'; label: string; efficiency: string; count: number; percentOfSolved: number };

export type Statistics = {
  attempted: number;
  correct: number;
  accuracyPercent: number;
  solvedFirstTry: number;
  firstTrySharePercent: number;
  averageAttempts: number;
  totalAttempts: number;
  buckets: AttemptBucket[];
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
const safeRatio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

// Spec 9: accuracy = correct / attempted (2 decimals), average attempts = total attempts /
// correct (2 decimals), 1-attempt share 2 decimals, chart tooltip 1 decimal. Zero denominators give 0.
export function computeStatistics(summary: ProgressSummary): Statistics {
  const counts = [summary.solvedIn1, summary.solvedIn2, summary.solvedIn3, summary.solvedIn4Plus];
  const labels = [
    ['1', '1x Upaya', 'Efisiensi Tinggi'],
    ['2', '2x Upaya', 'Efisiensi Sedang'],
    ['3', '3x Upaya', 'Efisiensi Rendah'],
    ['4+', '4+ Upaya', 'Perlu Perhatian'],
  ] as const;
  return {
    attempted: summary.attempted,
    correct: summary.correct,
    accuracyPercent: round(safeRatio(summary.correct, summary.attempted) * 100, 2),
    solvedFirstTry: summary.solvedIn1,
    firstTrySharePercent: round(safeRatio(summary.solvedIn1, summary.correct) * 100, 2),
    averageAttempts: round(safeRatio(summary.totalAttempts, summary.correct), 2),
    totalAttempts: summary.totalAttempts,
    buckets: labels.map(([key, label, efficiency], index) => ({
      key,
      label,
      efficiency,
      count: counts[index]!,
      percentOfSolved: round(safeRatio(counts[index]!, summary.correct) * 100, 1),
    })),
  };
}

// Spec 9: under 60 minutes in minutes, under 24 hours in hours, otherwise in days. Under a
// minute (or a clock slightly ahead of the browser's) reads 'baru saja', never '0 menit'.
export function relativeTime(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return 'baru saja';
  if (minutes < 60) return `${minutes} menit yang lalu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} jam yang lalu`;
  return `${Math.floor(hours / 24)} hari yang lalu`;
}
