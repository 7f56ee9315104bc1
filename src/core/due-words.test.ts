import { describe, expect, it } from 'vitest';
import { dueInWords } from './due-words';

const JAKARTA = 'Asia/Jakarta';
// Friday 27 November 2026, 10.00 in Jakarta (UTC+7).
const NOW = new Date('2026-11-27T03:00:00Z');

describe('dueInWords', () => {
  it.each([
    ['later today', '2026-11-27T16:59:00Z', 'hari ini 23.59'],
    ['tomorrow', '2026-11-28T16:59:00Z', 'besok 23.59'],
    ['tomorrow just after midnight', '2026-11-27T17:00:00Z', 'besok 00.00'],
    ['in two days: the weekday', '2026-11-29T16:59:00Z', 'Minggu 23.59'],
    ['six days on: still the weekday', '2026-12-03T00:30:00Z', 'Kamis 07.30'],
    ['seven days on: the date', '2026-12-04T16:59:00Z', '4 Des 23.59'],
    ['next year: the date with its year', '2027-01-05T01:00:00Z', '5 Jan 2027 08.00'],
  ])('%s', (_case, dueAt, words) => {
    expect(dueInWords(new Date(dueAt), NOW, JAKARTA)).toBe(words);
  });

  it.each([
    ['earlier today', '2026-11-27T01:00:00Z', 'lewat tenggat (hari ini 08.00)'],
    ['exactly now', '2026-11-27T03:00:00Z', 'lewat tenggat (hari ini 10.00)'],
    ['yesterday', '2026-11-26T16:59:00Z', 'lewat tenggat (kemarin 23.59)'],
    ['earlier this week', '2026-11-23T16:59:00Z', 'lewat tenggat (Senin 23.59)'],
    ['weeks ago', '2026-11-05T16:59:00Z', 'lewat tenggat (5 Nov 23.59)'],
    ['last year', '2025-12-31T16:59:00Z', 'lewat tenggat (31 Des 2025 23.59)'],
  ])('past due: %s', (_case, dueAt, words) => {
    expect(dueInWords(new Date(dueAt), NOW, JAKARTA)).toBe(words);
  });

  it('reads days and times in the class zone, not the machine zone', () => {
    // 16.59 UTC on the 27th is 23.59 in Jakarta but already the 28th in Makassar and Tokyo.
    const dueAt = new Date('2026-11-27T16:59:00Z');
    expect(dueInWords(dueAt, NOW, JAKARTA)).toBe('hari ini 23.59');
    expect(dueInWords(dueAt, NOW, 'Asia/Tokyo')).toBe('besok 01.59');
    expect(dueInWords(dueAt, NOW, 'Asia/Makassar')).toBe('besok 00.59');
  });

  it('counts calendar days across a year end', () => {
    const newYearsEve = new Date('2026-12-31T05:00:00Z');
    expect(dueInWords(new Date('2027-01-01T16:59:00Z'), newYearsEve, JAKARTA)).toBe('besok 23.59');
    expect(dueInWords(new Date('2027-01-04T16:59:00Z'), newYearsEve, JAKARTA)).toBe('Senin 23.59');
  });
});
