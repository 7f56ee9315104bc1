import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SIGN_IN_BACKOFF, SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';
import { DEVICE_COOKIE_NAME } from './device-cookie';

// The limiters read this clock, so minutes of traffic run in seconds.
let now = Date.parse('2026-11-02T07:00:00Z');
const advance = (ms: number) => {
  now += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(now) });
});
afterAll(() => t.close());

const PASSWORD = 'sudut-istimewa-30';

// A browser's cookies, as it keeps them between requests.
function browser() {
  const jar = new Map<string, string>();
  return {
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/max-age=0/i.test(header) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    },
    has: (name: string) => jar.has(name),
  };
}

type Browser = ReturnType<typeof browser>;

async function signIn(email: string, password: string, ip: string, client?: Browser) {
  const response = await t.request('POST', '/math/api/auth/sign-in/email', { ip, body: { email, password }, cookie: client?.cookie() });
  client?.keep(response);
  return response;
}

async function signOut(ip: string, client: Browser) {
  const response = await t.request('POST', '/math/api/auth/sign-out', { ip, body: {}, cookie: client.cookie() });
  client.keep(response);
  expect(response.status).toBe(200);
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const body = await response.json();
  expect(body.error).toMatchObject({ code: 'request.rate_limited', message: expect.any(String) });
  return retryAfter;
}

/** How long a new browser at `ip` takes to sign in with the correct password, waiting out each Retry-After. */
async function secondsToSignIn(email: string, ip: string) {
  let waited = 0;
  for (let response = await signIn(email, PASSWORD, ip); response.status !== 200; response = await signIn(email, PASSWORD, ip)) {
    const retryAfter = await expectRateLimited(response);
    waited += retryAfter;
    advance(retryAfter * 1000);
  }
  return waited;
}

describe('per address', () => {
  it('a class of 40 behind one school NAT signs in and out every minute for 10 minutes, typos included, and nobody is refused', async () => {
    const nat = '203.0.113.40';
    const learners = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createUserWithPassword(t.db, { email: `kelas-${i}@contoh.id`, password: PASSWORD })),
    );
    const browsers = learners.map(() => browser());
    const statuses = new Map<number, number>();
    for (let minute = 0; minute < 10; minute += 1) {
      // The whole class at the same instant: the harshest case for a limiter. A quarter types
      // the password wrong first.
      await Promise.all(
        learners.map(async (learner, i) => {
          if ((i + minute) % 4 === 0) {
            const typo = await signIn(learner.email, `${PASSWORD}x`, nat, browsers[i]);
            statuses.set(typo.status, (statuses.get(typo.status) ?? 0) + 1);
          }
          const response = await signIn(learner.email, PASSWORD, nat, browsers[i]);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      );
      await Promise.all(browsers.map((client) => signOut(nat, client)));
      advance(60_000);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 400, 401: 100 });
  }, 240_000);

  it('never refuses a steady 100 sign-ins a minute from one address, even to a single account from a cookieless script', async () => {
    const { email } = await createUserWithPassword(t.db, { email: 'skrip@contoh.id', password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 250; i += 1) {
      statuses.push((await signIn(email, PASSWORD, '198.51.100.7')).status);
      advance(600);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  it('stops a flood of sign-ins from one address with 429 and Retry-After, and lets it in again after the wait', async () => {
    const ip = '198.51.100.99';
    // A malformed email costs no password hash but still counts against the address.
    const flood = async () => (await t.request('POST', '/math/api/auth/sign-in/email', { ip, body: { email: 'bukan-email', password: 'x' } })).status;
    for (let i = 0; i < SIGN_IN_PER_ADDRESS.max; i += 1) expect(await flood()).toBe(400);
    const refused = await t.request('POST', '/math/api/auth/sign-in/email', { ip, body: { email: 'bukan-email', password: 'x' } });
    const retryAfter = await expectRateLimited(refused);
    expect(retryAfter).toBe(1);
    expect(await flood()).toBe(429);
    advance(retryAfter * 1000);
    expect(await flood()).toBe(400);
    // another address is not affected
    expect((await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'bukan-email', password: 'x' } })).status).toBe(400);
  });

  it('limits sign-ups per address the same way', async () => {
    const ip = '198.51.100.100';
    const signUp = async () => t.request('POST', '/math/api/auth/sign-up/email', { ip, body: { email: 'x@contoh.id', password: 'password123', name: 'Siswa Baru' } });
    for (let i = 0; i < SIGN_UP_PER_ADDRESS.max; i += 1) expect((await signUp()).status).toBe(400);
    const retryAfter = await expectRateLimited(await signUp());
    expect(retryAfter).toBe(SIGN_UP_PER_ADDRESS.windowMs / SIGN_UP_PER_ADDRESS.max / 1000);
  });
});

describe('guessing one account', () => {
  it('15 wrong guesses from another address do not keep the owner out: their own browser signs in at once, a new one elsewhere within a minute', async () => {
    const owner = await createUserWithPassword(t.db, { email: 'korban@contoh.id', password: PASSWORD });
    const home = '192.0.2.10';
    const ownBrowser = browser();
    expect((await signIn(owner.email, PASSWORD, home, ownBrowser)).status).toBe(200);
    expect(ownBrowser.has(DEVICE_COOKIE_NAME)).toBe(true);
    await signOut(home, ownBrowser);

    // A classmate behind the school NAT guesses, waiting out every backoff.
    const school = '203.0.113.50';
    const statuses: number[] = [];
    while (statuses.filter((status) => status === 401).length < 15) {
      const response = await signIn(owner.email, `tebakan-${statuses.length}`, school);
      statuses.push(response.status);
      if (response.status === 429) advance(Number(response.headers.get('retry-after')) * 1000);
    }
    // The first ones go straight through, then every guess waits longer.
    expect(statuses.slice(0, SIGN_IN_BACKOFF.freeAttempts + 1)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - SIGN_IN_BACKOFF.freeAttempts);

    // The owner's own browser, even from the school's address, is not slowed.
    expect((await signIn(owner.email, PASSWORD, school, ownBrowser)).status).toBe(200);
    await signOut(school, ownBrowser);
    // A new browser at home waits at most a minute: the classmate took each of the account's
    // attempts as it came. At school it is the classmate as far as the server can tell (their
    // address is loud now): it waits for the account's 6 to be back, at most 6 minutes.
    expect(await secondsToSignIn(owner.email, home)).toBeLessThanOrEqual(60);
    expect(await secondsToSignIn(owner.email, school)).toBeLessThanOrEqual(6 * 60);
  }, 60_000);

  it('guesses spread over many addresses get the account\'s 6 between them, while the owner with the device cookie still gets in', async () => {
    const owner = await createUserWithPassword(t.db, { email: 'sasaran@contoh.id', password: PASSWORD });
    const ownBrowser = browser();
    expect((await signIn(owner.email, PASSWORD, '192.0.2.20', ownBrowser)).status).toBe(200);

    const ips = Array.from({ length: UNTRUSTED_SIGN_INS_PER_ACCOUNT.max + 4 }, (_, i) => `100.64.0.${i + 1}`);
    const round = async (n: number) => {
      const statuses: number[] = [];
      for (const ip of ips) statuses.push((await signIn(owner.email, `tebakan-${n}`, ip)).status);
      return statuses;
    };
    // The account's 6 go to the first addresses; a new address gets no more of its own.
    expect(await round(1)).toEqual([...ips.slice(0, UNTRUSTED_SIGN_INS_PER_ACCOUNT.max).map(() => 401), 429, 429, 429, 429]);
    expect(await round(2)).toEqual(ips.map(() => 429));
    expect((await signIn(owner.email, PASSWORD, '192.0.2.20', ownBrowser)).status).toBe(200);
  }, 180_000);

  it('a device cookie has a small limit of its own, and only for the account it was issued to', async () => {
    await createUserWithPassword(t.db, { email: 'pemilik@contoh.id', password: PASSWORD });
    await createUserWithPassword(t.db, { email: 'lain@contoh.id', password: PASSWORD });
    const ip = '192.0.2.30';
    const client = browser();
    expect((await signIn('pemilik@contoh.id', PASSWORD, ip, client)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts + 1; i += 1) statuses.push((await signIn('pemilik@contoh.id', `salah-${i}`, ip, client)).status);
    expect(statuses).toEqual([...Array<number>(SIGN_IN_BACKOFF.freeAttempts).fill(401), 429]);

    // The cookie does nothing for another account: guesses there back off as from any browser.
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i += 1) expect((await signIn('lain@contoh.id', `salah-${i}`, ip, client)).status).toBe(401);
    expect((await signIn('lain@contoh.id', PASSWORD, ip, client)).status).toBe(429);
  });

  it('a forged or altered device cookie counts as no cookie', async () => {
    await createUserWithPassword(t.db, { email: 'palsu@contoh.id', password: PASSWORD });
    const ip = '192.0.2.40';
    const client = browser();
    expect((await signIn('palsu@contoh.id', PASSWORD, ip, client)).status).toBe(200);
    const real = client.cookie().match(new RegExp(`${DEVICE_COOKIE_NAME}=([^;]+)`))![1]!;
    const forged = `${DEVICE_COOKIE_NAME}=${real.slice(0, -2)}xx`;
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts + 1; i += 1) {
      await t.request('POST', '/math/api/auth/sign-in/email', { ip, cookie: forged, body: { email: 'palsu@contoh.id', password: `salah-${i}` } });
    }
    const refused = await t.request('POST', '/math/api/auth/sign-in/email', { ip, cookie: forged, body: { email: 'palsu@contoh.id', password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect((await signIn('palsu@contoh.id', PASSWORD, ip, client)).status).toBe(200);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, only for the auth API, for a year', async () => {
    await createUserWithPassword(t.db, { email: 'kuki@contoh.id', password: PASSWORD });
    const response = await signIn('kuki@contoh.id', PASSWORD, '192.0.2.50');
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/math\/api\/auth/);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).not.toContain('kuki');
  });
});
