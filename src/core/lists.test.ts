import { describe, expect, it } from 'vitest';
import { QUESTION_STATUSES, QUESTION_STATUS_DASHBOARD_LABELS, QUESTION_STATUS_LABELS, questionStatusOf } from './question-status';
import { REPORT_STATUSES, REPORT_STATUS_LABELS, reportStatusOf } from './report-lists';
import { canTeach, DEFAULT_ROLE, ROLE_LABELS, ROLES, roleOf } from './roles';

describe('statuses and roles read from storage', () => {
  it.each([
    ['pending', 'pending'],
    ['resolved', 'resolved'],
    ['RESOLVED', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('a question status %j is shown as %s', (stored, shown) => {
    expect(questionStatusOf(stored)).toBe(shown);
  });

  it.each([
    ['in_progress', 'in_progress'],
    ['non_issue', 'non_issue'],
    ['closed', 'open'],
    [undefined, 'open'],
  ])('a report status %j is shown as %s (spec 4: unknown shows as open)', (stored, shown) => {
    expect(reportStatusOf(stored)).toBe(shown);
  });

  it.each([
    ['admin', 'admin'],
    ['basic', 'basic'],
    ['teacher', 'teacher'],
    ['Teacher', 'basic'],
    ['superuser', 'basic'],
    [null, 'basic'],
  ])('a stored role %j grants %s', (stored, role) => {
    expect(roleOf(stored)).toBe(role);
  });

  it('starts every sign-up as basic', () => {
    expect(DEFAULT_ROLE).toBe('basic');
  });

  it("shows the roles as 'Admin', 'Guru' and 'Siswa', never a stored value, and lets teachers and admins run classes", () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual(['Admin', 'Guru', 'Siswa']);
    expect(ROLES.filter(canTeach)).toEqual(['admin', 'teacher']);
  });

  it('labels every question status in Indonesian, as the spec words them', () => {
    expect(QUESTION_STATUSES.map((status) => QUESTION_STATUS_LABELS[status])).toEqual(['Menunggu', 'Siap Dijawab', 'Ditolak', 'Selesai']);
    expect(QUESTION_STATUSES.map((status) => QUESTION_STATUS_DASHBOARD_LABELS[status])).toEqual([
      'Menunggu',
      'Siap Dijawab Admin',
      'Ditolak',
      'Selesai Dibuat Soal',
    ]);
  });

  it('labels every report status', () => {
    expect(REPORT_STATUSES.every((status) => REPORT_STATUS_LABELS[status].length > 0)).toBe(true);
  });
});
