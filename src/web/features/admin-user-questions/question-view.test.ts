import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, listQueryFrom, reporterLabel, searchParamsFromFilters } from './question-view';

describe('the user question queue in the URL', () => {
  it.each([
    ['', { status: null, page: 1 }],
    ['status=resolved&page=3', { status: 'resolved', page: 3 }],
    ['status=closed&page=-2', { status: null, page: 1 }],
    ['status=not_answerable&page=abc', { status: 'not_answerable', page: 1 }],
  ])('?%s reads as %j', (search, filters) => {
    expect(filtersFromSearchParams(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what differs from the default', () => {
    expect(searchParamsFromFilters({ status: null, page: 1 }).toString()).toBe('');
    expect(searchParamsFromFilters({ status: 'pending', page: 2 }).toString()).toBe('status=pending&page=2');
  });

  it('asks the server for the chosen status and page', () => {
    expect(listQueryFrom({ status: 'answerable', page: 2 })).toEqual({ page: '2', pageSize: '50', status: 'answerable' });
    expect(listQueryFrom({ status: null, page: 1 })).toEqual({ page: '1', pageSize: '50' });
  });

  it("names a deleted learner 'User Dihapus'", () => {
    expect(reporterLabel(null)).toBe('User Dihapus');
    expect(reporterLabel('a@contoh.id')).toBe('a@contoh.id');
  });
});
