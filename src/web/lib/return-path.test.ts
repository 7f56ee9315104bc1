import { describe, expect, it } from 'vitest';
import { loginPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/latsol/CA-1/TO-2/SU-3/PR-ABCDEFGH', '/latsol/CA-1/TO-2/SU-3/PR-ABCDEFGH'],
    ['/dashboard?tab=2', '/dashboard?tab=2'],
    ['/', '/'],
  ])('keeps the in-app path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/login'],
    ['/login?next=/dashboard'],
    ['/latsol\n'],
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('loginPathFrom', () => {
  it('carries the current page, encoded', () => {
    expect(loginPathFrom({ pathname: '/latsol/CA-1/TO-2', search: '?page=2' })).toBe('/login?next=%2Flatsol%2FCA-1%2FTO-2%3Fpage%3D2');
  });

  it('is plain /login from home, from /login itself, or without a location', () => {
    expect(loginPathFrom({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/login', search: '?mode=daftar' })).toBe('/login');
    expect(loginPathFrom(null)).toBe('/login');
  });
});
