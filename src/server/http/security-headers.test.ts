import { describe, expect, it } from 'vitest';
import { isTrustworthyOrigin } from './security-headers';

describe('isTrustworthyOrigin', () => {
  it('trusts https and loopback addresses, as Chromium does, and nothing else over plain http', () => {
    const cases: [string, string | undefined, boolean][] = [
      ['https://latsol.sekolah.id/math/', undefined, true],
      ['http://latsol.sekolah.id/math/', 'https', true],
      ['http://latsol.sekolah.id/math/', 'https, http', true],
      ['http://latsol.sekolah.id/math/', 'http', false],
      ['http://localhost:3000/math/latsol', undefined, true],
      ['http://LOCALHOST:3000/', undefined, true],
      ['http://kelas.localhost/math/', undefined, true],
      ['http://127.0.0.1:8080/math/', undefined, true],
      ['http://[::1]:3000/math/', undefined, true],
      ['http://localhost', undefined, true],
      ['http://192.168.1.10:3000/math/', undefined, false],
      ['http://localhost.example.com/', undefined, false],
      ['http://[::2]:3000/', undefined, false],
    ];
    for (const [url, proto, trusted] of cases) expect([url, proto, isTrustworthyOrigin(url, proto)]).toEqual([url, proto, trusted]);
  });
});
