import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_IP_PER_MINUTE } from '../../auth/auth';
import { createUserWithPassword } from '../../db/factories';
import { mailOutbox, sessions, users } from '../../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password, name: '', ...extra } });

async function verificationLinkFor(email: string): Promise<string> {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

describe('sign-up', () => {
  it('creates a basic user with 0 XP, unverified, and mails a verification link', async () => {
    const response = await signUp('ani@contoh.id', 'segitiga-siku-7');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ani@contoh.id'));
    expect(row).toMatchObject({ role: 'basic', xpTotal: 0, emailVerified: false });
    expect(await verificationLinkFor('ani@contoh.id')).toContain('/math/api/auth/verify-email?token=');
  });

  it('cannot sign in before the email is verified, and can after following the link', async () => {
    await signUp('budi@contoh.id', 'jajargenjang-42');
    const before = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'budi@contoh.id', password: 'jajargenjang-42' } });
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).toBe('auth.email_not_verified');

    const link = new URL(await verificationLinkFor('budi@contoh.id'));
    const verify = await t.request('GET', `${link.pathname}${link.search}`);
    expect([200, 302]).toContain(verify.status);
    const after = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'budi@contoh.id', password: 'jajargenjang-42' } });
    expect(after.status).toBe(200);
  });

  it('refuses a duplicate email', async () => {
    await createUserWithPassword(t.db, { email: 'citra@contoh.id', password: 'lingkaran-dalam-3' });
    const response = await signUp('citra@contoh.id', 'lingkaran-luar-4');
    // With verification required better-auth hides whether the email exists (no enumeration),
    // so the duplicate gets no account and no session, whatever the status.
    const rows = await t.db.select().from(users).where(eq(users.email, 'citra@contoh.id'));
    expect(rows).toHaveLength(1);
    expect(cookieFrom(response)).not.toContain('session_token=');
  });

  it.each([
    ['not-an-email', 'auth.invalid_email'],
    ['a@', 'auth.invalid_email'],
  ])('refuses the bad email %s', async (email, code) => {
    const response = await signUp(email, 'trapesium-sama-kaki');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await signUp('dewi@contoh.id', 'Ab3$xyz');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('auth.password_too_short');
  });

  it('accepts a 64-character pass-phrase', async () => {
    const response = await signUp('eka@contoh.id', 'kuda-laut-'.repeat(6) + 'abcd');
    expect(response.status).toBe(200);
  });

  it('refuses a very common password', async () => {
    const response = await signUp('fajar@contoh.id', 'password123');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('auth.password_too_common');
    expect(await t.db.select().from(users).where(eq(users.email, 'fajar@contoh.id'))).toHaveLength(0);
  });

  it.each([{ role: 'admin' }, { xpTotal: 5000 }])('cannot self-assign %o at sign-up', async (extra) => {
    const email = `self-${Object.keys(extra)[0]}@contoh.id`;
    const response = await signUp(email, 'belah-ketupat-11', extra);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('request.validation_failed');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in, reads the session with an HttpOnly SameSite=Lax cookie, and signs out on the server', async () => {
    await createUserWithPassword(t.db, { email: 'gita@contoh.id', password: 'kerucut-terpancung' });
    const response = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'gita@contoh.id', password: 'kerucut-terpancung' } });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(response);

    const me = await t.request('GET', '/math/api/me', { cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ email: 'gita@contoh.id', role: 'basic', xpTotal: 0 }) });

    const signOut = await t.request('POST', '/math/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'gita@contoh.id'));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    const after = await t.request('GET', '/math/api/me', { cookie });
    expect(await after.json()).toEqual({ user: null });
  });

  it('refuses a wrong password', async () => {
    await createUserWithPassword(t.db, { email: 'hadi@contoh.id', password: 'prisma-segi-enam' });
    const response = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'hadi@contoh.id', password: 'prisma-segi-lima' } });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('auth.invalid_email_or_password');
  });

  it('refuses a sign-in from a foreign origin or without an Origin header (CSRF)', async () => {
    await createUserWithPassword(t.db, { email: 'indah@contoh.id', password: 'balok-dan-kubus' });
    const response = await t.app.request('/math/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'indah@contoh.id', password: 'balok-dan-kubus' }),
    }, { incoming: { socket: { remoteAddress: '10.1.1.1' } } });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('request.cross_origin');
    const noOrigin = await t.app.request('/math/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'indah@contoh.id', password: 'balok-dan-kubus' }),
    }, { incoming: { socket: { remoteAddress: '10.1.1.2' } } });
    expect(noOrigin.status).toBe(403);
  });

  it('reports a guest as { user: null }', async () => {
    expect(await (await t.request('GET', '/math/api/me')).json()).toEqual({ user: null });
  });
});

describe('roles on the server', () => {
  it('a demoted admin loses admin rights on the very next request', async () => {
    const admin = await t.createSignedInUser('admin');
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(200);
    await t.db.update(users).set({ role: 'basic' }).where(eq(users.id, admin.id));
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(403);
  });

  it('a deleted user loses the session on the very next request', async () => {
    const admin = await t.createSignedInUser('admin');
    await t.db.delete(users).where(eq(users.id, admin.id));
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(401);
    expect(await (await t.request('GET', '/math/api/me', { cookie: admin.cookie })).json()).toEqual({ user: null });
  });

  it('guards answer 401 without a session and 403 for the wrong role, in the error shape', async () => {
    const guest = await t.request('GET', '/math/api/admin/mail-outbox');
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.code).toBe('auth.unauthenticated');
    const learner = await t.createSignedInUser('basic');
    const basic = await t.request('GET', '/math/api/admin/mail-outbox', { cookie: learner.cookie });
    expect(basic.status).toBe(403);
    expect((await basic.json()).error.code).toBe('auth.forbidden');
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account, even from many addresses', async () => {
    await createUserWithPassword(t.db, { email: 'joko@contoh.id', password: 'limas-segiempat' });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.max + 2; i += 1) {
      const response = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'joko@contoh.id', password: `tebakan-${i}-xx` } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_IN_PER_ACCOUNT.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_PER_ACCOUNT.max)).toEqual([429, 429]);
    const locked = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'joko@contoh.id', password: 'limas-segiempat' } });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.code).toBe('request.rate_limited');
  });

  it('lets a class of 40 behind one school NAT all sign in, and stops a flood from that address', async () => {
    const nat = '203.0.113.40';
    const learners = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createUserWithPassword(t.db, { email: `kelas-${i}@contoh.id`, password: 'sudut-istimewa-30' })),
    );
    for (const learner of learners) {
      // one typo each, then the right password
      await t.request('POST', '/math/api/auth/sign-in/email', { ip: nat, body: { email: learner.email, password: 'sudut-istimewa-31' } });
      const response = await t.request('POST', '/math/api/auth/sign-in/email', { ip: nat, body: { email: learner.email, password: 'sudut-istimewa-30' } });
      expect(response.status).toBe(200);
    }
    let status = 0;
    for (let i = 0; i < SIGN_IN_PER_IP_PER_MINUTE; i += 1) {
      status = (await t.request('POST', '/math/api/auth/sign-in/email', { ip: nat, body: { email: `flood-${i}@contoh.id`, password: 'apa-saja-123' } })).status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    // 80 password hashes and up to 120 refused attempts: slow on a busy 2-core machine.
  }, 120_000);
});
