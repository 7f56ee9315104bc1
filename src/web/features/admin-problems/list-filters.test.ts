import { describe, expect, it } from 'vitest';
import { NO_FIGURE_FILTERS } from './figure-filters';
import { filtersFromSearchParams, listQueryFrom, PROBLEM_LIST_PAGE_SIZE, searchParamsFromFilters, withFilter, type TProblemListFilters } from './list-filters';
import { DEFAULT_SORT } from './list-sort';

const none: TProblemListFilters = { categoryId: '', topicId: '', subtopicId: '', q: '', page: 1, ...NO_FIGURE_FILTERS, ...DEFAULT_SORT };

describe('problem list filters in the URL', () => {
  it('an empty URL means every problem, page 1', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(none);
  });

  it.each(['0', '-2', '1.5', 'abc'])('a nonsense page %s falls back to page 1', (page) => {
    expect(filtersFromSearchParams(new URLSearchParams({ page })).page).toBe(1);
  });

  it('reads back exactly what it wrote', () => {
    const filters: TProblemListFilters = {
      ...none,
      categoryId: 'CA-AAAAAAAA',
      topicId: 'TO-BBBBBBBB',
      q: 'segitiga',
      page: 3,
      needsCheck: true,
      minLearners: 20,
      maxFirstTryPercent: 12.5,
      sort: 'firstTryRate',
      dir: 'asc',
    };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('leaves page 1, blank filters and surrounding spaces out of the URL', () => {
    expect(searchParamsFromFilters({ ...none, q: '  PR-ABC  ' }).toString()).toBe('q=PR-ABC');
    expect(searchParamsFromFilters({ ...none, q: '   ' }).toString()).toBe('');
  });
});

describe('changing a filter', () => {
  const deep: TProblemListFilters = { ...none, categoryId: 'CA-1', topicId: 'TO-1', subtopicId: 'SU-1', q: 'x', page: 4 };

  it('a new category clears topic and subtopic and goes back to page 1', () => {
    expect(withFilter(deep, { categoryId: 'CA-2' })).toEqual({ ...deep, categoryId: 'CA-2', topicId: '', subtopicId: '', page: 1 });
  });

  it('a new topic clears the subtopic only', () => {
    expect(withFilter(deep, { topicId: 'TO-2' })).toEqual({ ...deep, topicId: 'TO-2', subtopicId: '', page: 1 });
  });

  it('a new search keeps the hierarchy', () => {
    expect(withFilter(deep, { q: 'lingkaran' })).toEqual({ ...deep, q: 'lingkaran', page: 1 });
  });

  it('a new order or figure filter keeps the hierarchy and goes back to page 1', () => {
    expect(withFilter(deep, { sort: 'learners', dir: 'desc', needsCheck: true })).toEqual({ ...deep, sort: 'learners', needsCheck: true, page: 1 });
  });
});

describe('the list request', () => {
  it('sends the page, its size and only the filters that are set', () => {
    expect(listQueryFrom({ ...none, subtopicId: 'SU-1', q: ' akar ', page: 2 })).toEqual({
      page: '2',
      pageSize: String(PROBLEM_LIST_PAGE_SIZE),
      subtopicId: 'SU-1',
      q: 'akar',
    });
  });
});

describe('the list request with figures and an order', () => {
  it('sends rates as fractions, the other figures as typed, and the order', () => {
    const filters: TProblemListFilters = {
      ...none,
      needsCheck: true,
      hasOpenReports: true,
      minLearners: 20,
      maxFirstTryPercent: 20,
      maxEventualPercent: 33.3,
      minMeanAttempts: 2.5,
      sort: 'meanAttempts',
      dir: 'asc',
    };
    expect(listQueryFrom(filters)).toEqual({
      page: '1',
      pageSize: String(PROBLEM_LIST_PAGE_SIZE),
      needsCheck: 'true',
      hasOpenReports: 'true',
      minLearners: '20',
      maxFirstTryRate: '0.2',
      maxEventualRate: '0.333',
      minMeanAttempts: '2.5',
      sort: 'meanAttempts',
      dir: 'asc',
    });
  });

  it('keeps the percentages (not fractions) in the URL', () => {
    expect(searchParamsFromFilters({ ...none, maxEventualPercent: 50, sort: 'eventualRate', dir: 'desc' }).toString()).toBe(
      'maxEventualPercent=50&sort=eventualRate&dir=desc',
    );
  });
});
