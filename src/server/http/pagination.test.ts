import { describe, expect, it } from 'vitest';
import { pageOf, pageRequest, ZPageQuery } from './pagination';

const bounds = { defaultSize: 50, maxSize: 200 };

describe('one way to page a list', () => {
  it.each([
    [{}, { page: 1, pageSize: 50, limit: 51, offset: 0 }],
    [{ page: 3 }, { page: 3, pageSize: 50, limit: 51, offset: 100 }],
    [{ page: 2, pageSize: 10 }, { page: 2, pageSize: 10, limit: 11, offset: 10 }],
    [{ pageSize: 5000 }, { page: 1, pageSize: 200, limit: 201, offset: 0 }],
  ])('asks the database for one row more than the page, from %j', (query, expected) => {
    expect(pageRequest(query, bounds)).toEqual(expected);
  });

  it('says another page follows only when the extra row came back', () => {
    const request = pageRequest({ pageSize: 2 }, bounds);
    expect(pageOf(['a', 'b', 'c'], request)).toEqual({ items: ['a', 'b'], pageInfo: { page: 1, pageSize: 2, hasMore: true } });
    expect(pageOf(['a', 'b'], request)).toEqual({ items: ['a', 'b'], pageInfo: { page: 1, pageSize: 2, hasMore: false } });
  });

  it.each([{ page: '0' }, { page: '-1' }, { page: 'dua' }, { pageSize: '0' }, { pageSize: '1.5' }, { page: '1e9' }])(
    'refuses the query %j',
    (query) => {
      expect(ZPageQuery.safeParse(query).success).toBe(false);
    },
  );

  it('reads page numbers from the query text', () => {
    expect(ZPageQuery.parse({ page: '2', pageSize: '25' })).toEqual({ page: 2, pageSize: 25 });
  });
});
