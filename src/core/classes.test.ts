import { describe, expect, it } from 'vitest';
import { slugOf, wallClockInZone, ZCreateAssignmentRequest, ZCreateClassRequest, zonedInstant } from './classes';

describe('a due date and time in the class time zone', () => {
  it.each([
    ['2026-12-04', '23:59', 'Asia/Jakarta', '2026-12-04T16:59:00.000Z'],
    ['2026-12-04', '00:00', 'Asia/Jayapura', '2026-12-03T15:00:00.000Z'],
    ['2026-12-04', '07:30', 'Asia/Makassar', '2026-12-03T23:30:00.000Z'],
    ['2026-07-01', '12:00', 'Europe/Berlin', '2026-07-01T10:00:00.000Z'],
    ['2026-01-01', '12:00', 'Europe/Berlin', '2026-01-01T11:00:00.000Z'],
    ['2026-03-08', '03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-12-04', '10:00', 'UTC', '2026-12-04T10:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone)?.toISOString()).toBe(instant);
  });

  it.each([
    ['2026-12-04T16:59:00Z', 'Asia/Jakarta', '2026-12-04T23:59:00.000Z'],
    ['2026-12-04T16:59:00Z', 'Asia/Jayapura', '2026-12-05T01:59:00.000Z'],
    ['2026-07-01T10:00:00Z', 'Europe/Berlin', '2026-07-01T12:00:00.000Z'],
  ])('%s reads on the clocks of %s as %s', (instant, zone, wall) => {
    expect(wallClockInZone(new Date(instant), zone).toISOString()).toBe(wall);
  });

  it('a date that does not exist has no instant', () => {
    expect(zonedInstant('2026-02-30', '10:00', 'Asia/Jakarta')).toBeNull();
  });
});

describe('requests', () => {
  const assignment = { title: ' Tugas 1 ', dueDate: '2026-12-04', dueTime: '23:59', closeAfterDue: false };
  it('an assignment takes exactly one source of problems', () => {
    expect(ZCreateAssignmentRequest.safeParse({ ...assignment, subtopicId: 'SU-ABCDEFGH' }).data?.title).toBe('Tugas 1');
    expect(ZCreateAssignmentRequest.safeParse({ ...assignment, problemIds: ['PR-ABCDEFGH'] }).success).toBe(true);
    expect(ZCreateAssignmentRequest.safeParse(assignment).success).toBe(false);
    expect(ZCreateAssignmentRequest.safeParse({ ...assignment, subtopicId: 'SU-ABCDEFGH', problemIds: ['PR-ABCDEFGH'] }).success).toBe(false);
    expect(ZCreateAssignmentRequest.safeParse({ ...assignment, problemIds: [] }).success).toBe(false);
  });

  it.each([
    [{ ...assignment, dueTime: '24:00', problemIds: ['PR-ABCDEFGH'] }],
    [{ ...assignment, dueDate: '4/12/2026', problemIds: ['PR-ABCDEFGH'] }],
    [{ ...assignment, title: '   ', problemIds: ['PR-ABCDEFGH'] }],
  ])('refuses %j', (request) => {
    expect(ZCreateAssignmentRequest.safeParse(request).success).toBe(false);
  });

  it('a class has a trimmed name of 1 to 80 characters and a known time zone', () => {
    expect(ZCreateClassRequest.parse({ name: '  X IPA 2 — 2026/2027 ' })).toEqual({ name: 'X IPA 2 — 2026/2027' });
    expect(ZCreateClassRequest.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
    expect(ZCreateClassRequest.safeParse({ name: ' ' }).success).toBe(false);
    expect(ZCreateClassRequest.safeParse({ name: 'X', timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(ZCreateClassRequest.parse({ name: 'X', timeZone: 'Asia/Makassar' }).timeZone).toBe('Asia/Makassar');
  });
});

describe('a title as a file name', () => {
  it.each([
    ['Tugas Bab 1: Aljabar', 'tugas-bab-1-aljabar'],
    ["Nur'aini — Señal", 'nur-aini-senal'],
    ['!!!', 'tugas'],
  ])('%j is %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });
});
