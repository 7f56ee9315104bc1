import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problemAttempts, sessions, userProgress, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionCookieFrom, verifiedSessionToken } from './session-lookup';

let t: TestApp;
let problemId: string;
let catalogUrl: string;
let subtopicUrl: string;

const SECRET = 'test-secret-test-secret-test-secret-0123';
const COOKIE = 'better-auth.session_token';
const signed = (token: string, secret = SECRET) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split(`${COOKIE}=`)[1]!.split(';')[0]!).split('.')[0]!;
const check = (answer: string, cookie?: string) => t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie });

async function expectSessionExpired(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: 'auth.session_expired', message: expect.any(String) } });
  // The dead cookie is cleared, so the browser's next request is a plain guest's.
  const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIE}=;`));
  expect(cleared).toMatch(/Max-Age=0/);
  expect(cleared).toMatch(/Path=\//);
}

beforeAll(async () => {
  t = await createTestApp();
  const path = await createPublishedPath(t.db);
  const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Pilih', options: { A: '1', B: '2' }, answer: 'B' });
  problemId = problem.problemId;
  catalogUrl = `/math/api/catalog/categories/${path.category.categoryId}`;
  subtopicUrl = `${catalogUrl}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`;
});
afterAll(() => t.close());

describe('session cookies the guards accept', () => {
  it("verifies the signature exactly as better-auth signs it: a real sign-in's cookie passes", async () => {
    const learner = await t.createSignedInUser();
    const cookie = sessionCookieFrom(learner.cookie);
    expect(verifiedSessionToken(cookie, SECRET)).toBe(tokenOf(learner.cookie));
    expect(verifiedSessionToken(cookie, 'another-secret-another-secret-0123456')).toBeNull();
    expect((await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).status).toBe(200);
  });

  it('treats a request without a session cookie (or with an emptied one) as a guest', async () => {
    expect((await check('B')).status).toBe(200);
    expect((await check('B', `${COOKIE}=`)).status).toBe(200);
    expect((await t.request('GET', catalogUrl, { cookie: 'theme=dark' })).status).toBe(200);
  });
});

describe('a session that has ended is never treated as a guest', () => {
  it('refuses an answer sent with a revoked session, saving nothing and paying no XP', async () => {
    const learner = await t.createSignedInUser();
    await t.db.delete(sessions).where(eq(sessions.userId, learner.id));
    await expectSessionExpired(await check('B', learner.cookie));
    const saved = await t.db.select().from(userProgress).where(eq(userProgress.userId, learner.id));
    const attempts = await t.db.select().from(problemAttempts).where(eq(problemAttempts.userId, learner.id));
    const [row] = await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));
    expect(saved).toHaveLength(0);
    expect(attempts).toHaveLength(0);
    expect(row!.xp).toBe(0);
  });

  it('refuses an expired session on routes open to guests and on learner routes alike', async () => {
    const learner = await t.createSignedInUser();
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, learner.id));
    // The subtopic page shows a learner their solved marks: it reads the session.
    await expectSessionExpired(await t.request('GET', subtopicUrl, { cookie: learner.cookie }));
    // A page that is the same for everyone does not look at the session at all.
    expect((await t.request('GET', catalogUrl, { cookie: learner.cookie })).status).toBe(200);
    await expectSessionExpired(await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie }));
    await expectSessionExpired(await check('B', learner.cookie));
  });

  it("refuses a session of a user who has since been deleted", async () => {
    const learner = await t.createSignedInUser();
    await t.db.delete(users).where(eq(users.id, learner.id));
    await expectSessionExpired(await t.request('GET', '/math/api/bookmarks', { cookie: learner.cookie }));
  });

  it('refuses a live token whose signature is missing, wrong or made with another secret', async () => {
    const learner = await t.createSignedInUser();
    const token = tokenOf(learner.cookie);
    const forged = [
      `${COOKIE}=${token}`,
      `${COOKIE}=${token}.`,
      `${COOKIE}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`,
      signed(token, 'another-secret-another-secret-0123456'),
      `${COOKIE}=%E0%A4%A`,
      `${COOKIE}=${'x'.repeat(5000)}`,
    ];
    for (const cookie of forged) {
      await expectSessionExpired(await t.request('GET', '/math/api/dashboard', { cookie }));
      await expectSessionExpired(await check('B', cookie));
    }
    // The same token correctly signed is the learner.
    expect((await t.request('GET', '/math/api/dashboard', { cookie: signed(token) })).status).toBe(200);
  });

  it('lets /me say there is no user (the SPA uses it to learn the session ended)', async () => {
    const learner = await t.createSignedInUser();
    await t.db.delete(sessions).where(eq(sessions.userId, learner.id));
    const response = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: null });
  });
});
