import { describe, expect, it } from 'vitest';
import { duePhrase, dueInWords, serverTimeAt } from './due-words';

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
    ['earlier today', '2026-11-27T01:00:00Z', 'terlewat · hari ini 08.00'],
    ['exactly now', '2026-11-27T03:00:00Z', 'terlewat · hari ini 10.00'],
    ['yesterday', '2026-11-26T16:59:00Z', 'terlewat · kemarin 23.59'],
    ['earlier this week', '2026-11-23T16:59:00Z', 'terlewat · Senin 23.59'],
    ['weeks ago', '2026-11-05T16:59:00Z', 'terlewat · 5 Nov 23.59'],
    ['last year', '2025-12-31T16:59:00Z', 'terlewat · 31 Des 2025 23.59'],
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

  it.each([
    ['later today', '2026-11-27T16:59:00Z', 'Tenggat: hari ini 23.59'],
    ['tomorrow', '2026-11-28T00:00:00Z', 'Tenggat: besok 07.00'],
    ['earlier today', '2026-11-27T00:49:00Z', 'Tenggat terlewat · hari ini 07.49'],
    ['yesterday', '2026-11-26T16:59:00Z', 'Tenggat terlewat · kemarin 23.59'],
  ])('as a phrase: %s', (_case, dueAt, phrase) => {
    expect(duePhrase(new Date(dueAt), NOW, JAKARTA)).toBe(phrase);
  });
});

describe('serverTimeAt', () => {
  const serverNow = NOW.toISOString();
  it.each([
    ['a phone on time', 0],
    ['a phone three hours slow', -3 * 3_600_000],
    ['a phone a day fast', 86_400_000],
  ])('%s reads the server time', (_case, phoneError) => {
    const receivedAt = NOW.getTime() + phoneError;
    expect(serverTimeAt(serverNow, receivedAt, receivedAt)).toEqual(NOW);
    // Ten minutes later on the phone's own clock: ten minutes later on the server's.
    expect(serverTimeAt(serverNow, receivedAt, receivedAt + 600_000)).toEqual(new Date(NOW.getTime() + 600_000));
  });

  it("due words follow the server's clock, not a phone set a day back", () => {
    const phoneNow = NOW.getTime() - 86_400_000;
    const dueAt = new Date('2026-11-27T00:49:00Z');
    expect(duePhrase(dueAt, new Date(phoneNow), JAKARTA)).toBe('Tenggat: besok 07.49');
    expect(duePhrase(dueAt, serverTimeAt(NOW.toISOString(), phoneNow, phoneNow), JAKARTA)).toBe('Tenggat terlewat · hari ini 07.49');
  });
});
