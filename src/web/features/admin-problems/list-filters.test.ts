import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, listQueryFrom, PROBLEM_LIST_PAGE_SIZE, searchParamsFromFilters, withFilter } from './list-filters';

const none = { categoryId: '', topicId: '', subtopicId: '', q: '', page: 1 };

describe('problem list filters in the URL', () => {
  it('an empty URL means every problem, page 1', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(none);
  });

  it.each(['0', '-2', '1.5', 'abc'])('a nonsense page %s falls back to page 1', (page) => {
    expect(filtersFromSearchParams(new URLSearchParams({ page })).page).toBe(1);
  });

  it('reads back exactly what it wrote', () => {
    const filters = { categoryId: 'CA-AAAAAAAA', topicId: 'TO-BBBBBBBB', subtopicId: '', q: 'segitiga', page: 3 };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('leaves page 1, blank filters and surrounding spaces out of the URL', () => {
    expect(searchParamsFromFilters({ ...none, q: '  PR-ABC  ' }).toString()).toBe('q=PR-ABC');
    expect(searchParamsFromFilters({ ...none, q: '   ' }).toString()).toBe('');
  });
});

describe('changing a filter', () => {
  const deep = { categoryId: 'CA-1', topicId: 'TO-1', subtopicId: 'SU-1', q: 'x', page: 4 };

  it('a new category clears topic and subtopic and goes back to page 1', () => {
    expect(withFilter(deep, { categoryId: 'CA-2' })).toEqual({ categoryId: 'CA-2', topicId: '', subtopicId: '', q: 'x', page: 1 });
  });

  it('a new topic clears the subtopic only', () => {
    expect(withFilter(deep, { topicId: 'TO-2' })).toEqual({ ...deep, topicId: 'TO-2', subtopicId: '', page: 1 });
  });

  it('a new search keeps the hierarchy', () => {
    expect(withFilter(deep, { q: 'lingkaran' })).toEqual({ ...deep, q: 'lingkaran', page: 1 });
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
