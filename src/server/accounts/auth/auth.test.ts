import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { mailOutbox, sessions, users, verifications } from '../../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password, name: 'Siswa Baru', ...extra } });

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

  it('cannot sign in before the email is verified, and can after following the link in the browser that signed up', async () => {
    const signedUp = await signUp('budi@contoh.id', 'jajargenjang-42');
    const before = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'budi@contoh.id', password: 'jajargenjang-42' } });
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).toBe('auth.email_not_verified');

    const link = new URL(await verificationLinkFor('budi@contoh.id'));
    const verify = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/math/email-terverifikasi');
    const after = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'budi@contoh.id', password: 'jajargenjang-42' } });
    expect(after.status).toBe(200);
  });

  it('opening a verification link signs nobody in: not whoever replays it, not a victim sent an attacker\'s own link', async () => {
    const signedUp = await signUp('penyerang@contoh.id', 'jajargenjang-43');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'penyerang@contoh.id'));
    const link = new URL(await verificationLinkFor('penyerang@contoh.id'));
    const verify = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/math/email-terverifikasi');
    expect(cookieFrom(verify)).not.toContain('session_token=');
    expect(await (await t.request('GET', '/math/api/me', { cookie: cookieFrom(verify) })).json()).toEqual({ user: null });
    // Used once: replayed, it does nothing but say so.
    const replay = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(replay.headers.get('location')).toBe('/math/email-terverifikasi?error=INVALID_TOKEN');
    expect(cookieFrom(replay)).not.toContain('session_token=');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user!.id));
    expect(row!.emailVerified).toBe(true);
  });

  it('answers a sign-up with a registered email like a new one, and mails the owner a sign-in link instead', async () => {
    await createUserWithPassword(t.db, { email: 'citra@contoh.id', password: 'lingkaran-dalam-3' });
    const fresh = await signUp('citra-baru@contoh.id', 'lingkaran-luar-4');
    const duplicate = await signUp('Citra@contoh.id', 'lingkaran-luar-4');

    expect(duplicate.status).toBe(fresh.status);
    const [freshBody, duplicateBody] = [await fresh.json(), await duplicate.json()];
    expect(Object.keys(duplicateBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(duplicateBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(duplicateBody).toMatchObject({ token: null, user: { email: 'citra@contoh.id', emailVerified: false } });
    expect(cookieFrom(duplicate)).not.toContain('session_token=');
    expect(await t.db.select().from(users).where(eq(users.email, 'citra@contoh.id'))).toHaveLength(1);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'citra@contoh.id'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Akun Anda sudah terdaftar - Latihan Soal Matematika');
    expect(mails[0]!.textBody).toContain('Email ini sudah memiliki akun');
    expect(mails[0]!.textBody).toContain('http://localhost:3000/math/login');
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

describe('a session kept alive by /me', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const sessionEnd = async (userId: string) =>
    (await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)))[0]!.expiresAt.getTime();
  const sessionCookieSet = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='));

  it('leaves a session signed in today as it is, and sets no cookie', async () => {
    const learner = await t.createSignedInUser();
    const end = await sessionEnd(learner.id);
    const me = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ id: learner.id, email: learner.email, role: 'basic', xpTotal: 0, unseenAnsweredQuestions: 0 }) });
    expect(me.headers.getSetCookie()).toEqual([]);
    expect(await sessionEnd(learner.id)).toBe(end);
  });

  it('extends a day-old session to 30 days from now and sends the cookie with its new 30 days, once', async () => {
    const learner = await t.createSignedInUser();
    // Signed in a day and a minute ago: 29 days minus a minute left.
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() + 29 * DAY - 60_000) }).where(eq(sessions.userId, learner.id));
    const me = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ id: learner.id }) });
    expect(sessionCookieSet(me)).toMatch(/Max-Age=2592000/);
    // The cookie names the same session, signed the same way.
    expect(sessionCookieSet(me)!.split(';')[0]).toBe(learner.cookie.split('; ').find((part) => part.startsWith('better-auth.session_token=')));
    expect(await sessionEnd(learner.id)).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);

    const again = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await again.json()).toEqual({ user: expect.objectContaining({ id: learner.id }) });
    expect(sessionCookieSet(again)).toBeUndefined();
  });

  it('never extends a session signed in without "remember me"', async () => {
    const email = 'tanpa-ingat@contoh.id';
    const password = 'jajar-genjang-7';
    const user = await createUserWithPassword(t.db, { email, password });
    const signIn = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email, password, rememberMe: false } });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect(cookie).toContain('better-auth.dont_remember=');
    const end = await sessionEnd(user.id);
    expect(end).toBeLessThan(Date.now() + 2 * DAY);
    const me = await t.request('GET', '/math/api/me', { cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ id: user.id }) });
    expect(sessionCookieSet(me)).toBeUndefined();
    expect(await sessionEnd(user.id)).toBe(end);
  });

  it('says { user: null } for a session that has expired, without extending it', async () => {
    const learner = await t.createSignedInUser();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, learner.id));
    const me = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await me.json()).toEqual({ user: null });
    expect(await sessionEnd(learner.id)).toBeLessThan(Date.now());
  });
});

describe('roles on the server', () => {
  // Through the admin's page, the very next request; from psql or the admin script (another
  // process), once Postgres's notification is heard.
  it('a demoted admin loses admin rights on the very next request', async () => {
    const [admin, other] = [await t.createSignedInUser('admin'), await t.createSignedInUser('admin')];
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('PATCH', `/math/api/admin/users/${admin.id}`, { cookie: other.cookie, body: { role: 'basic' } })).status).toBe(200);
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(403);
    await t.db.update(users).set({ role: 'basic' }).where(eq(users.id, other.id));
    await t.contentChanges.settled();
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: other.cookie })).status).toBe(403);
  });

  it('a deleted user loses the session on the very next request', async () => {
    const [admin, other] = [await t.createSignedInUser('admin'), await t.createSignedInUser('admin')];
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('DELETE', `/math/api/admin/users/${admin.id}`, { cookie: other.cookie })).status).toBe(200);
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: admin.cookie })).status).toBe(401);
    expect(await (await t.request('GET', '/math/api/me', { cookie: admin.cookie })).json()).toEqual({ user: null });
    await t.db.delete(users).where(eq(users.id, other.id));
    await t.contentChanges.settled();
    expect((await t.request('GET', '/math/api/admin/mail-outbox', { cookie: other.cookie })).status).toBe(401);
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

describe('the verification link', () => {
  const verifyUrl = (query: string) => `/math/api/auth/verify-email${query}`;

  it('lands on the page that says the email is verified, whatever callbackURL it carries', async () => {
    const signedUp = await signUp('fitri@contoh.id', 'layang-layang-12');
    const link = new URL(await verificationLinkFor('fitri@contoh.id'));
    link.searchParams.set('callbackURL', 'https://evil.example/');
    const response = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/math/email-terverifikasi');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'fitri@contoh.id'));
    expect(row!.emailVerified).toBe(true);
  });

  it('lands on the same page with the reason when the link is broken, expired or missing its token', async () => {
    const broken = await t.request('GET', verifyUrl('?token=bukan.token.asli&callbackURL=%2Fmath%2F'));
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/math/email-terverifikasi?error=INVALID_TOKEN');

    const signedUp = await signUp('gilang@contoh.id', 'layang-layang-13');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'gilang@contoh.id'));
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.value, user!.id));
    const link = new URL(await verificationLinkFor('gilang@contoh.id'));
    const expired = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(expired.headers.get('location')).toBe('/math/email-terverifikasi?error=TOKEN_EXPIRED');
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user!.id));
    expect(row!.emailVerified).toBe(false);

    const missing = await t.request('GET', verifyUrl(''));
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/math/email-terverifikasi?error=INVALID_TOKEN');
  });

  it('says the link is not valid when the account behind it no longer exists', async () => {
    const signedUp = await signUp('hilang@contoh.id', 'layang-layang-14');
    const link = new URL(await verificationLinkFor('hilang@contoh.id'));
    await t.db.delete(users).where(eq(users.email, 'hilang@contoh.id'));
    const response = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(signedUp) });
    expect(response.headers.get('location')).toBe('/math/email-terverifikasi?error=INVALID_TOKEN');
  });
});
