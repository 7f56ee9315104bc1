import { describe, expect, it } from 'vitest';
import { ariaSort, DEFAULT_SORT, nextSort, sortFromSearchParams, sortParams } from './list-sort';

describe('sorting the problem list by a figure', () => {
  it('a first click on a column puts the highest first, a second click the lowest', () => {
    const first = nextSort(DEFAULT_SORT, 'firstTryRate');
    expect(first).toEqual({ sort: 'firstTryRate', dir: 'desc' });
    expect(nextSort(first, 'firstTryRate')).toEqual({ sort: 'firstTryRate', dir: 'asc' });
    expect(nextSort(nextSort(first, 'firstTryRate'), 'firstTryRate')).toEqual(first);
  });

  it('another column starts again with the highest first', () => {
    expect(nextSort({ sort: 'learners', dir: 'asc' }, 'openReports')).toEqual({ sort: 'openReports', dir: 'desc' });
  });

  it('only the sorted column announces its direction', () => {
    const current = { sort: 'learners', dir: 'asc' } as const;
    expect(ariaSort(current, 'learners')).toBe('ascending');
    expect(ariaSort({ ...current, dir: 'desc' }, 'learners')).toBe('descending');
    expect(ariaSort(current, 'eventualRate')).toBeUndefined();
  });
});

describe('the order in the URL', () => {
  it('newest first is the default and stays out of the URL', () => {
    expect(sortFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_SORT);
    expect(sortParams(DEFAULT_SORT)).toEqual({});
  });

  it('reads back what it wrote', () => {
    const sort = { sort: 'meanAttempts', dir: 'asc' } as const;
    expect(sortFromSearchParams(new URLSearchParams(sortParams(sort)))).toEqual(sort);
  });

  it('ignores an unknown column or direction', () => {
    expect(sortFromSearchParams(new URLSearchParams({ sort: 'password', dir: 'sideways' }))).toEqual(DEFAULT_SORT);
  });
});
