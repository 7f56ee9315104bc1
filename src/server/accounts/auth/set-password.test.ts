import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users, verifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => t.close());

const STRANGER_PASSWORD = 'punya-orang-asing-1';
const OWNER_PASSWORD = 'punya-pemilik-asli-2';

const signUp = (email: string, password: string) => t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password, name: 'Siswa Baru' } });
const signIn = (email: string, password: string) => t.request('POST', '/math/api/auth/sign-in/email', { body: { email, password } });
const setPassword = (token: string, newPassword: string) => t.request('POST', '/math/api/auth/set-password', { body: { token, newPassword } });

async function latestMailTo(email: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The stranger signs the owner's address up first; the owner then "signs up" and gets the mail. */
async function setPasswordTokenAfterHijackAttempt(email: string): Promise<string> {
  expect((await signUp(email, STRANGER_PASSWORD)).status).toBe(200);
  expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Akun Anda sudah terdaftar - Latihan Soal Matematika');
  expect(mail.textBody).not.toContain('verify-email');
  const link = new URL(mail.textBody.match(/https?:\/\/\S+/)![0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/math/atur-password');
  return link.searchParams.get('token')!;
}

// A session the stranger holds on the unverified account: one made while REQUIRE_EMAIL_VERIFICATION
// was off, say. Made by better-auth itself; the cookie is signed as better-auth signs it.
async function strangerSession(userId: string): Promise<string> {
  const context = await t.services.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', t.env.AUTH_SECRET!).update(session.token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

describe('an address someone else signed up first (pre-account hijacking)', () => {
  it('the owner\'s mail sets a password they choose: the stranger\'s password then fails and the stranger\'s session gets 401', async () => {
    const email = 'pemilik@contoh.id';
    const token = await setPasswordTokenAfterHijackAttempt(email);
    const id = await userId(email);
    const strangerCookie = await strangerSession(id);
    // Held in memory from here on (auth/session-lookup.ts): it must still end at once.
    expect((await t.request('GET', '/math/api/bookmarks', { cookie: strangerCookie })).status).toBe(200);

    const response = await setPassword(token, OWNER_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    // Completing the link signs nobody in either.
    expect(response.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='))).toEqual([]);

    const refused = await t.request('GET', '/math/api/bookmarks', { cookie: strangerCookie });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('auth.session_expired');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const strangerSignIn = await signIn(email, STRANGER_PASSWORD);
    expect(strangerSignIn.status).toBe(401);
    expect((await strangerSignIn.json()).error.code).toBe('auth.invalid_email_or_password');
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, id));
    expect(row!.emailVerified).toBe(true);
  });

  it('a link works once: used again it is refused, and the password stays the one set', async () => {
    const email = 'sekali@contoh.id';
    const token = await setPasswordTokenAfterHijackAttempt(email);
    expect((await setPassword(token, OWNER_PASSWORD)).status).toBe(200);
    const again = await setPassword(token, 'diganti-lagi-oleh-x-3');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('auth.invalid_token');
    expect((await signIn(email, 'diganti-lagi-oleh-x-3')).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('an older link of the same account stops working once a newer one is used', async () => {
    const email = 'dua-tautan@contoh.id';
    const first = await setPasswordTokenAfterHijackAttempt(email);
    expect((await signUp(email, OWNER_PASSWORD)).status).toBe(200);
    const second = new URL((await latestMailTo(email)).textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect(second).not.toBe(first);
    expect((await setPassword(second, OWNER_PASSWORD)).status).toBe(200);
    expect((await (await setPassword(first, 'dari-tautan-lama-4')).json()).error.code).toBe('auth.invalid_token');
  });

  it('an expired link is refused and changes nothing', async () => {
    const email = 'kedaluwarsa@contoh.id';
    const token = await setPasswordTokenAfterHijackAttempt(email);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.value, await userId(email)));
    const response = await setPassword(token, OWNER_PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('auth.token_expired');
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(403);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(401);
  });

  it('holds the new password to the sign-up rules, and a refused password leaves the link usable', async () => {
    const token = await setPasswordTokenAfterHijackAttempt('aturan@contoh.id');
    for (const [password, code] of [
      ['pendek7', 'auth.password_too_short'],
      ['x'.repeat(129), 'auth.password_too_long'],
      ['password123', 'auth.password_too_common'],
    ]) {
      const response = await setPassword(token, password!);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe(code);
    }
    expect((await setPassword(token, OWNER_PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await setPassword('bukan-token-yang-pernah-dikirim', OWNER_PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('auth.invalid_token');
  });
});

async function userId(email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
