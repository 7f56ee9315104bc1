import { describe, expect, it } from 'vitest';
import { joinCodeOfParam, joinCodeOfPath } from './join-link';

describe('the class code a followed join link carries', () => {
  it.each([
    ['the SPA path', '/kelas/gabung/K7MX2QA', 'K7MX2QA'],
    ['the path under /math, as sign-up sends it', '/math/kelas/gabung/K7MX2QA', 'K7MX2QA'],
    ['lower case, as typed', '/kelas/gabung/k7mx2qa', 'K7MX2QA'],
    ['a trailing slash', '/kelas/gabung/K7MX2QA/', 'K7MX2QA'],
    ['with a query', '/kelas/gabung/K7MX2QA?x=1', 'K7MX2QA'],
    ['percent-encoded', '/kelas/gabung/%4B7MX2QA', 'K7MX2QA'],
    ['another page', '/latsol', null],
    ['the classes page', '/kelas', null],
    ['a deeper path', '/kelas/gabung/K7MX2QA/lagi', null],
    ['not a code', '/kelas/gabung/bukan-kode-kelas', null],
    ['a broken escape', '/kelas/gabung/%E0%A4%A', null],
    ['another site', 'https://contoh.id/kelas/gabung/K7MX2QA', null],
    ['nothing', null, null],
  ])('%s', (_label, path, code) => {
    expect(joinCodeOfPath(path)).toBe(code);
  });

  it('takes a query parameter only when it is a code', () => {
    expect(joinCodeOfParam('k7mx2qa')).toBe('K7MX2QA');
    expect(joinCodeOfParam('/math/evil')).toBeNull();
    expect(joinCodeOfParam('')).toBeNull();
    expect(joinCodeOfParam(null)).toBeNull();
  });
});
