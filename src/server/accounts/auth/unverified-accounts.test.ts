import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountMailSender } from './account-mail-sender';
import { createUnverifiedAccountSweeper } from './unverified-accounts';
import { mailOutbox, users, verifications } from '../../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const signUp = (t: TestApp, email: string, password: string) => t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password, name: 'Siswa Baru' } });

describe('an account nobody verified', () => {
  let now = Date.parse('2026-12-03T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' }, { clock: () => new Date(now) });
  });
  afterAll(() => t.close());

  it('is gone after 7 days, when its address is signed up again: the owner then signs up and verifies with their own password', async () => {
    await signUp(t, 'xena@contoh.id', 'punya-orang-asing-1');
    const [squat] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'xena@contoh.id'));
    await t.db.update(users).set({ createdAt: new Date(now - 6 * DAY) }).where(eq(users.id, squat!.id));
    await signUp(t, 'xena@contoh.id', 'punya-pemilik-asli-2');
    expect((await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'xena@contoh.id')))[0]!.id).toBe(squat!.id);

    now += 2 * DAY;
    const ownerSignUp = await signUp(t, 'xena@contoh.id', 'punya-pemilik-asli-2');
    const [fresh] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'xena@contoh.id'));
    expect(fresh!.id).not.toBe(squat!.id);
    expect(await t.db.select().from(verifications).where(eq(verifications.value, squat!.id))).toHaveLength(0);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'xena@contoh.id')).orderBy(sql`${mailOutbox.id} desc`).limit(1);
    const link = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]);
    const verify = await t.request('GET', `${link.pathname}${link.search}`, { cookie: cookieFrom(ownerSignUp) });
    expect(verify.headers.get('location')).toBe('/math/email-terverifikasi');
    expect((await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'xena@contoh.id', password: 'punya-pemilik-asli-2' } })).status).toBe(200);
    expect((await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: 'xena@contoh.id', password: 'punya-orang-asing-1' } })).status).toBe(401);
  });

  it('is deleted by the hourly sweep after 7 days, links and all; verified accounts and ones in use stay', async () => {
    await signUp(t, 'yuni@contoh.id', 'punya-orang-asing-3');
    await signUp(t, 'zaki@contoh.id', 'punya-orang-asing-4');
    const old = new Date(now - 8 * DAY);
    await t.db.update(users).set({ createdAt: old }).where(eq(users.email, 'yuni@contoh.id'));
    await t.db.update(users).set({ createdAt: old, xpTotal: 40 }).where(eq(users.email, 'zaki@contoh.id'));
    const verified = await t.createSignedInUser('basic');
    await t.db.update(users).set({ createdAt: old }).where(eq(users.id, verified.id));

    const sweeper = createUnverifiedAccountSweeper({ db: t.db, logger: pino({ level: 'silent' }), clock: () => new Date(now) });
    sweeper.start();
    await sweeper.stop();
    const left = await t.db.select({ email: users.email }).from(users).where(sql`${users.email} in ('yuni@contoh.id', 'zaki@contoh.id', ${verified.email})`);
    expect(left.map((row) => row.email).sort()).toEqual([verified.email, 'zaki@contoh.id'].sort());
  });
});

describe('bounds for the whole instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', PENDING_ACCOUNTS_MAX: '3' });
  });
  afterAll(() => t.close());

  it('pauses sign-ups once that many accounts wait for verification, alike for a registered address and a new one', async () => {
    for (const email of ['p1@contoh.id', 'p2@contoh.id', 'p3@contoh.id']) expect((await signUp(t, email, 'menunggu-verifikasi-5')).status).toBe(200);
    const fresh = await signUp(t, 'p4@contoh.id', 'menunggu-verifikasi-5');
    const registered = await signUp(t, 'p1@contoh.id', 'menunggu-verifikasi-5');
    for (const response of [fresh, registered]) {
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe('auth.sign_up_paused');
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'p4@contoh.id'))).toHaveLength(0);
  });
});

describe('mail to unverified accounts, instance-wide', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => t.close());

  it('mails unverified accounts at most UNVERIFIED_MAILS_PER_HOUR together, says so in the log, and still mails verified ones', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const sender = createAccountMailSender({ db: t.db, mailer: t.services.mailer, logger, unverifiedMailsPerHour: 2 });
    const user = (n: number, emailVerified: boolean) => ({ id: `bound-${n}`, email: `bound-${n}@contoh.id`, emailVerified });
    const sent = [];
    for (let n = 0; n < 4; n += 1) sent.push(await sender.send({ kind: 'verification', user: user(n, false), origin: 'http://localhost:3000' }));
    sent.push(await sender.send({ kind: 'password-reset', user: user(9, true), origin: 'http://localhost:3000' }));
    expect(sent).toEqual([true, true, false, false, true]);
    expect(lines.filter((line) => line.includes('UNVERIFIED_MAILS_PER_HOUR reached'))).toHaveLength(1);
  });
});
