import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { mailOutbox, sessions, users, verifications } from '../../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

// Issue 49, point 2: 'Lupa password?', a link that works once for an hour, every session ended;
// a signed-in user changes the password or signs out of every device.
let now = Date.parse('2026-12-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' }, { clock: () => new Date(now) });
});
afterAll(() => t.close());

const PASSWORD = 'tangga-nada-mayor-5';
const NEW_PASSWORD = 'tangga-nada-minor-6';

const askForReset = (email: string) => t.request('POST', '/math/api/auth/request-password-reset', { body: { email } });
const setPassword = (token: string, newPassword: string) => t.request('POST', '/math/api/auth/set-password', { body: { token, newPassword } });
const signInStatus = async (email: string, password: string) =>
  (await t.request('POST', '/math/api/auth/sign-in/email', { body: { email, password } })).status;

async function mailsTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
}

async function resetTokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Atur ulang password - Latihan Soal Matematika');
  const link = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/math/atur-password');
  return link.searchParams.get('token')!;
}

describe('Lupa password?', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    await createUserWithPassword(t.db, { email: 'rina@contoh.id', password: PASSWORD });
    const known = await askForReset('Rina@contoh.id');
    const unknown = await askForReset('tidak-terdaftar@contoh.id');
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: known.status, body: await known.json() });
    expect(await mailsTo('rina@contoh.id')).toHaveLength(1);
    expect(await mailsTo('tidak-terdaftar@contoh.id')).toHaveLength(0);
    expect((await askForReset('bukan-email')).status).toBe(400);
  });

  it('sets the new password through the link once, ends every session of the account, and signs nobody in', async () => {
    const user = await createUserWithPassword(t.db, { email: 'sari@contoh.id', password: PASSWORD });
    const phone = await t.signIn('sari@contoh.id', PASSWORD);
    const laptop = await t.signIn('sari@contoh.id', PASSWORD);
    expect((await t.request('GET', '/math/api/bookmarks', { cookie: phone })).status).toBe(200);
    await askForReset('sari@contoh.id');
    const token = await resetTokenFor('sari@contoh.id');

    const described = await t.request('GET', `/math/api/auth/account-link?token=${token}`);
    expect(await described.json()).toEqual({ state: 'valid', email: 'sari@contoh.id' });
    const done = await setPassword(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(cookieFrom(done)).not.toContain('session_token=');
    for (const cookie of [phone, laptop]) expect((await t.request('GET', '/math/api/bookmarks', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await signInStatus('sari@contoh.id', PASSWORD)).toBe(401);
    expect(await signInStatus('sari@contoh.id', NEW_PASSWORD)).toBe(200);

    const again = await setPassword(token, 'dipakai-lagi-oleh-x-7');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('auth.invalid_token');
    expect(await (await t.request('GET', `/math/api/auth/account-link?token=${token}`)).json()).toEqual({ state: 'unknown' });
  });

  it('refuses a link past its hour with its own code, and the old password still works', async () => {
    await createUserWithPassword(t.db, { email: 'tono@contoh.id', password: PASSWORD });
    await askForReset('tono@contoh.id');
    const token = await resetTokenFor('tono@contoh.id');
    now += 61 * 60 * 1000;
    expect(await (await t.request('GET', `/math/api/auth/account-link?token=${token}`)).json()).toEqual({ state: 'expired' });
    const late = await setPassword(token, NEW_PASSWORD);
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('auth.token_expired');
    expect(await signInStatus('tono@contoh.id', PASSWORD)).toBe(200);
  });

  it('shares the mail limit of the address: a fourth ask within the hour sends nothing and is answered the same', async () => {
    await createUserWithPassword(t.db, { email: 'umar@contoh.id', password: PASSWORD });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await (await askForReset('umar@contoh.id')).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toHaveProperty('size', 1);
    expect(await mailsTo('umar@contoh.id')).toHaveLength(3);
    now += 20 * 60 * 1000;
    await askForReset('umar@contoh.id');
    expect(await mailsTo('umar@contoh.id')).toHaveLength(4);
  });

  it('keeps only a hash of the token: the database holds no working link, and the outbox\'s link dies once used', async () => {
    await createUserWithPassword(t.db, { email: 'vina@contoh.id', password: PASSWORD });
    await askForReset('vina@contoh.id');
    const token = await resetTokenFor('vina@contoh.id');
    const stored = await t.db.select({ identifier: verifications.identifier, value: verifications.value }).from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await setPassword(token, NEW_PASSWORD)).status).toBe(200);
    const [mail] = await mailsTo('vina@contoh.id');
    const fromOutbox = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await (await setPassword(fromOutbox, 'dari-kotak-keluar-8')).json()).error.code).toBe('auth.invalid_token');
  });
});

describe('a signed-in user and their password', () => {
  it('changes it only with the current one, and the other devices are signed out', async () => {
    const user = await t.createSignedInUser('basic');
    const other = await t.signIn(user.email, user.password);
    const wrong = await t.request('POST', '/math/api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: 'bukan-yang-ini-9', newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('auth.invalid_password');
    const changed = await t.request('POST', '/math/api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/math/api/bookmarks', { cookie: other })).status).toBe(401);
    expect((await t.request('GET', '/math/api/bookmarks', { cookie: cookieFrom(changed) })).status).toBe(200);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('signs out of every device at once, this one included', async () => {
    const user = await t.createSignedInUser('basic');
    const other = await t.signIn(user.email, user.password);
    const response = await t.request('POST', '/math/api/auth/sign-out-everywhere', { cookie: user.cookie });
    expect(response.status).toBe(200);
    for (const cookie of [user.cookie, other]) expect((await t.request('GET', '/math/api/bookmarks', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(and(eq(sessions.userId, user.id)))).toHaveLength(0);
    expect((await t.request('POST', '/math/api/auth/sign-out-everywhere', {})).status).toBe(401);
  });

  it('a reset of an unverified account verifies it too', async () => {
    await createUserWithPassword(t.db, { email: 'wulan@contoh.id', password: PASSWORD, emailVerified: false });
    await askForReset('wulan@contoh.id');
    expect((await setPassword(await resetTokenFor('wulan@contoh.id'), NEW_PASSWORD)).status).toBe(200);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, 'wulan@contoh.id'));
    expect(row!.emailVerified).toBe(true);
    expect(await signInStatus('wulan@contoh.id', NEW_PASSWORD)).toBe(200);
  });
});
