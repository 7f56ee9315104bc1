import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, listQueryFrom, reporterLabel, searchParamsFromFilters, statusView } from './report-view';

describe('report status display', () => {
  it.each([
    ['open', 'open', 'Terbuka'],
    ['in_progress', 'in_progress', 'Diproses'],
    ['resolved', 'resolved', 'Selesai'],
    ['non_issue', 'non_issue', 'Bukan Masalah'],
    ['closed', 'open', 'Terbuka'],
    [null, 'open', 'Terbuka'],
    [undefined, 'open', 'Terbuka'],
  ])('shows %o as %s (%s)', (value, status, label) => {
    expect(statusView(value)).toMatchObject({ status, label });
  });

  it('tints an unknown status like an open one', () => {
    expect(statusView('closed').rowTint).toBe(statusView('open').rowTint);
  });
});

describe('report reporter', () => {
  it("names a deleted reporter 'User Dihapus'", () => {
    expect(reporterLabel(null)).toBe('User Dihapus');
    expect(reporterLabel('a@contoh.id')).toBe('a@contoh.id');
  });
});

describe('report list filters in the URL', () => {
  it.each([
    ['', { status: null, page: 1 }],
    ['status=resolved&page=3', { status: 'resolved', page: 3 }],
    ['status=closed&page=-2', { status: null, page: 1 }],
    ['page=abc', { status: null, page: 1 }],
  ])('reads %o', (search, filters) => {
    expect(filtersFromSearchParams(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what differs from the default', () => {
    expect(searchParamsFromFilters({ status: null, page: 1 }).toString()).toBe('');
    expect(searchParamsFromFilters({ status: 'in_progress', page: 2 }).toString()).toBe('status=in_progress&page=2');
  });

  it('asks the server for one page, with the status only when filtered', () => {
    expect(listQueryFrom({ status: null, page: 1 })).toEqual({ page: '1', pageSize: '50' });
    expect(listQueryFrom({ status: 'open', page: 2 })).toEqual({ page: '2', pageSize: '50', status: 'open' });
  });
});
