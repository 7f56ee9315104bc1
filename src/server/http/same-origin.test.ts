import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createUserWithPassword } from '../db/factories';
import { mailOutbox } from '../db/schema';
import { cookieFrom, createTestApp, type TestApp } from '../test/test-app';

const PASSWORD = 'segitiga-siku-siku-7';

type Call = { method: string; url: string; origin?: string; body?: unknown; cookie?: string };

function send(t: TestApp, { method, url, origin, body, cookie }: Call) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (origin) headers.origin = origin;
  if (cookie) headers.cookie = cookie;
  return t.app.request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, {
    incoming: { socket: { remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` } },
  });
}

describe('without PUBLIC_URL: the app answers at each of its own addresses', () => {
  let t: TestApp;
  let problemId: string;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: undefined, REQUIRE_EMAIL_VERIFICATION: 'true', TRUSTED_ORIGINS: 'http://laptop-guru.local:8080' },
      { interfaceAddresses: ['192.168.1.10'] },
    );
    const path = await createPublishedPath(t.db);
    problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Pilih', options: { A: '1', B: '2' }, answer: 'B' })).problemId;
    await createUserWithPassword(t.db, { email: 'guru@contoh.id', password: PASSWORD, emailVerified: true });
  });
  afterAll(() => t.close());

  for (const base of ['http://127.0.0.1:3000', 'http://192.168.1.10:3000', 'http://localhost:3000', 'http://laptop-guru.local:8080']) {
    it(`accepts same-origin writes at ${base}: a guest's answer check and a sign-in`, async () => {
      const checked = await send(t, { method: 'POST', url: `${base}/math/api/problems/${problemId}/check`, origin: base, body: { answer: 'B' } });
      expect(checked.status).toBe(200);
      const signIn = await send(t, { method: 'POST', url: `${base}/math/api/auth/sign-in/email`, origin: base, body: { email: 'guru@contoh.id', password: PASSWORD } });
      expect(signIn.status).toBe(200);
      const cookie = cookieFrom(signIn);
      const me = await send(t, { method: 'GET', url: `${base}/math/api/me`, cookie });
      expect((await me.json()).user).toMatchObject({ email: 'guru@contoh.id' });
      const signOut = await send(t, { method: 'POST', url: `${base}/math/api/auth/sign-out`, origin: base, cookie, body: {} });
      expect(signOut.status).toBe(200);
    });
  }

  it('still refuses a write whose Origin is another site, another port or missing', async () => {
    const base = 'http://192.168.1.10:3000';
    for (const origin of ['https://evil.example', 'http://192.168.1.10:3001', 'https://192.168.1.10:3000', 'null', undefined]) {
      const checked = await send(t, { method: 'POST', url: `${base}/math/api/problems/${problemId}/check`, origin, body: { answer: 'B' } });
      expect(checked.status).toBe(403);
      expect((await checked.json()).error.code).toBe('request.cross_origin');
      const signIn = await send(t, { method: 'POST', url: `${base}/math/api/auth/sign-in/email`, origin, body: { email: 'guru@contoh.id', password: PASSWORD } });
      expect(signIn.status).toBe(403);
    }
  });

  it('sends Cross-Origin-Opener-Policy only where the browser honours it (https or loopback), so a LAN page logs no error', async () => {
    const coop = async (base: string, headers: Record<string, string> = {}) =>
      (await t.app.request(`${base}/math/api/health`, { headers })).headers.get('cross-origin-opener-policy');
    expect(await coop('http://192.168.1.10:3000')).toBeNull();
    expect(await coop('http://localhost:3000')).toBe('same-origin');
    expect(await coop('http://127.0.0.1:3000')).toBe('same-origin');
    expect(await coop('https://latsol.sekolah.sch.id')).toBe('same-origin');
    expect(await coop('http://192.168.1.10:3000', { 'x-forwarded-proto': 'https' })).toBe('same-origin');
  });

  it('puts the address the learner used in the verification link', async () => {
    const base = 'http://192.168.1.10:3000';
    const signUp = await send(t, { method: 'POST', url: `${base}/math/api/auth/sign-up/email`, origin: base, body: { email: 'siswa-lan@contoh.id', password: PASSWORD, name: 'Siswa' } });
    expect(signUp.status).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'siswa-lan@contoh.id')).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail?.textBody).toContain(`${base}/math/api/auth/verify-email?token=`);
  });
});

describe('with PUBLIC_URL set: only it (and TRUSTED_ORIGINS) may send writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://latsol.sekolah.sch.id', TRUSTED_ORIGINS: 'https://admin.sekolah.sch.id' });
    await createUserWithPassword(t.db, { email: 'guru@contoh.id', password: PASSWORD, emailVerified: true });
  });
  afterAll(() => t.close());

  it('refuses same-origin writes at any other address, and accepts the configured origins', async () => {
    const signInAt = (base: string, origin: string) =>
      send(t, { method: 'POST', url: `${base}/math/api/auth/sign-in/email`, origin, body: { email: 'guru@contoh.id', password: PASSWORD } });
    expect((await signInAt('http://127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(403);
    expect((await signInAt('http://192.168.1.10:3000', 'http://192.168.1.10:3000')).status).toBe(403);
    expect((await signInAt('https://latsol.sekolah.sch.id', 'https://latsol.sekolah.sch.id')).status).toBe(200);
    expect((await signInAt('https://latsol.sekolah.sch.id', 'https://admin.sekolah.sch.id')).status).toBe(200);
  });
});
