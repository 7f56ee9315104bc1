import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRate, zoneLabel } from './class-format';

describe('class formats', () => {
  it.each([
    [null, '–'],
    [0, '0%'],
    [0.5, '50%'],
    [2 / 3, '67%'],
    [1, '100%'],
  ])('a first-try rate of %s reads %s', (rate, text) => {
    expect(formatRate(rate).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('shows dates and times in the class zone, the Indonesian way', () => {
    expect(formatDate('2026-11-27T17:30:00Z', 'Asia/Jakarta')).toBe('28 Nov 2026');
    expect(formatDateTime('2026-11-27T16:59:00Z', 'Asia/Jakarta')).toBe('27 Nov 2026 23.59');
    expect(formatDateTime('2026-11-27T16:59:00Z', 'Asia/Jayapura')).toBe('28 Nov 2026 01.59');
  });

  it.each([
    ['Asia/Jakarta', 'WIB (Asia/Jakarta)'],
    ['Asia/Makassar', 'WITA (Asia/Makassar)'],
    ['Asia/Jayapura', 'WIT (Asia/Jayapura)'],
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
  ])('names the zone %s as %s', (timeZone, label) => {
    expect(zoneLabel(timeZone)).toBe(label);
  });
});
