import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters } from './list-filters';
import { firstLinkIn } from './mail-view';

describe('user and outbox list filters in the URL', () => {
  it.each([
    ['', { search: '', page: 1 }],
    ['q=budi&page=3', { search: 'budi', page: 3 }],
    ['q=budi&page=0', { search: 'budi', page: 1 }],
    ['page=dua', { search: '', page: 1 }],
    ['to=a%40b.id', { search: '', page: 1 }],
  ])('reads ?%s as %j', (query, expected) => {
    expect(filtersFromSearchParams(new URLSearchParams(query), 'q')).toEqual(expected);
  });

  it('writes only what is set, trimmed, and leaves page 1 implicit', () => {
    expect(searchParamsFromFilters({ search: '  budi ', page: 1 }, 'q').toString()).toBe('q=budi');
    expect(searchParamsFromFilters({ search: '', page: 2 }, 'to').toString()).toBe('page=2');
  });

  it('asks the server for the page size and the search under its own name', () => {
    expect(listQueryFrom({ search: 'a@b.id', page: 2 }, 'to', 50)).toEqual({ page: '2', pageSize: '50', to: 'a@b.id' });
    expect(listQueryFrom({ search: ' ', page: 1 }, 'q', 50)).toEqual({ page: '1', pageSize: '50' });
  });
});

describe('the link in an outbox mail', () => {
  it.each([
    ['Klik tautan berikut:\nhttp://localhost:3000/math/api/auth/verify-email?token=abc.def&callbackURL=%2F\n\nJika', 'http://localhost:3000/math/api/auth/verify-email?token=abc.def&callbackURL=%2F'],
    ['Buka https://contoh.id/a dan https://contoh.id/b', 'https://contoh.id/a'],
    ['Tidak ada tautan di sini.', null],
  ])('finds the first web address in %j', (text, expected) => {
    expect(firstLinkIn(text)).toBe(expected);
  });
});
