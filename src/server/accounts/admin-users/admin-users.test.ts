import { and, eq, inArray, ne } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createUserWithPassword } from '../../db/factories';
import { accounts, problemAttempts, problemReports, sessions, userBookmarks, userProgress, userQuestions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdminUsersRepository } from './admin-users.repository';
import { deleteUser } from './admin-users.usecases';

const API = '/math/api/admin/users';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createSignedInUser']>>;
let problemId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSignedInUser('admin');
  const path = await createPublishedPath(t.db);
  problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapa 1 + 1?', answer: '2' })).problemId;
});
afterAll(() => t.close());

// Tests that need "the only admin" start from one; the others add what they need.
beforeEach(async () => {
  await t.db.update(users).set({ role: 'basic' }).where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));
});

const listUsers = async (query = '') => {
  const response = await t.request('GET', `${API}${query}`, { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return response.json();
};
const changeRole = (userId: string, role: unknown, cookie = admin.cookie) => t.request('PATCH', `${API}/${userId}`, { cookie, body: { role } });
const remove = (userId: string, cookie = admin.cookie) => t.request('DELETE', `${API}/${userId}`, { cookie });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('listing users', () => {
  it('shows id, email, name, role, verification and created_at, newest first, a page at a time', async () => {
    const stamp = Date.now();
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await createUserWithPassword(t.db, { email: `urut-${i}-${stamp}@contoh.id`, password: 'kuda-laut-berlari-9', emailVerified: i !== 1 });
      // Later rows are newer, a day apart, so the order does not depend on the clock's resolution.
      await t.db.update(users).set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) }).where(eq(users.id, user.id));
      made.push(user);
    }
    const firstPage = await listUsers(`?q=urut-&pageSize=2`);
    expect(firstPage.users.map((user: { email: string }) => user.email)).toEqual([made[2]!.email, made[1]!.email]);
    expect(firstPage.users[1]).toEqual({ id: made[1]!.id, email: made[1]!.email, name: `urut-1-${stamp}`, role: 'basic', emailVerified: false, createdAt: '2030-01-02T00:00:00.000Z' });
    expect(firstPage.pageInfo).toEqual({ page: 1, pageSize: 2, hasMore: true });
    const secondPage = await listUsers(`?q=urut-&pageSize=2&page=2`);
    expect(secondPage.users.map((user: { id: string }) => user.id)).toEqual([made[0]!.id]);
    expect(secondPage.pageInfo.hasMore).toBe(false);
  });

  it('searches email case-insensitively, taking % and _ literally', async () => {
    const literal = await createUserWithPassword(t.db, { email: 'persen%garis_bawah@contoh.id', password: 'kuda-laut-berlari-9' });
    await createUserWithPassword(t.db, { email: 'persenXgarisYbawah@contoh.id', password: 'kuda-laut-berlari-9' });
    expect((await listUsers(`?q=${encodeURIComponent('PERSEN%GARIS_')}`)).users.map((user: { id: string }) => user.id)).toEqual([literal.id]);
    expect((await listUsers('?q=tidak-ada-yang-cocok')).users).toEqual([]);
  });

  it.each(['?page=0', '?pageSize=abc', `?q=${'a'.repeat(255)}`, '?sort=email'])('refuses the query %s with 400', async (query) => {
    expect((await t.request('GET', `${API}${query}`, { cookie: admin.cookie })).status).toBe(400);
  });
});

describe('changing a role', () => {
  it('promotes a learner to admin and back, and the new role applies to their next request', async () => {
    const learner = await t.createSignedInUser('basic');
    const promoted = await changeRole(learner.id, 'admin');
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).user).toMatchObject({ id: learner.id, email: learner.email, role: 'admin' });
    expect((await t.request('GET', API, { cookie: learner.cookie })).status).toBe(200);
    expect((await changeRole(learner.id, 'basic')).status).toBe(200);
    expect((await t.request('GET', API, { cookie: learner.cookie })).status).toBe(403);
  });

  it.each([['superadmin'], [''], [null], [undefined]])('refuses the role %j with 400', async (role) => {
    const learner = await t.createSignedInUser('basic');
    const response = await changeRole(learner.id, role);
    expect(response.status).toBe(400);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, learner.id));
    expect(row!.role).toBe('basic');
  });

  it('refuses to demote the last admin', async () => {
    const response = await changeRole(admin.id, 'basic');
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('admin.last_admin');
  });

  it('lets an admin step down while another admin remains', async () => {
    const other = await t.createSignedInUser('admin');
    expect((await changeRole(other.id, 'basic', other.cookie)).status).toBe(200);
  });

  it('leaves one admin when two admins demote each other at the same moment', async () => {
    const other = await t.createSignedInUser('admin');
    try {
      await Promise.all([changeRole(other.id, 'basic'), changeRole(admin.id, 'basic', other.cookie)]);
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
      // The next tests act with admin's cookie: a session of admin read while demoted, and held,
      // is dropped only when Postgres's notification of this write arrives (migration 0010).
      await t.contentChanges.settled();
    }
  });

  it('answers an unknown or malformed user id with 404 or 400', async () => {
    expect((await changeRole('tidak-ada', 'admin')).status).toBe(404);
    expect((await changeRole('bukan id!', 'admin')).status).toBe(400);
  });
});

describe('verifying an email by hand', () => {
  it('lets an unverified learner sign in, and saying it twice changes nothing', async () => {
    const learner = await createUserWithPassword(t.db, { email: 'belum-verifikasi@contoh.id', password: 'kuda-laut-berlari-9', emailVerified: false });
    const refused = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: learner.email, password: 'kuda-laut-berlari-9' } });
    expect(refused.status).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.request('POST', `${API}/${learner.id}/verify-email`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      expect((await response.json()).user).toMatchObject({ id: learner.id, emailVerified: true });
    }
    await expect(t.signIn(learner.email, 'kuda-laut-berlari-9')).resolves.toContain('session_token');
  });

  it('answers an unknown user with 404', async () => {
    expect((await t.request('POST', `${API}/tidak-ada/verify-email`, { cookie: admin.cookie })).status).toBe(404);
  });
});

async function uploadQuestion(cookie: string) {
  const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'soal.jpg');
  const response = await t.upload('/math/api/questions', form, { cookie });
  expect(response.status).toBe(201);
  return (await response.json()).question.userQuestionId as string;
}

describe('deleting a user', () => {
  it('ends their session at once, stops sign-in and removes their learning data but keeps their reports and questions', async () => {
    const learner = await t.createSignedInUser('basic');
    const classmate = await t.createSignedInUser('basic');
    for (const cookie of [learner.cookie, classmate.cookie]) {
      await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie, body: { answer: '3' } });
      expect((await t.request('POST', `/math/api/problems/${problemId}/check`, { cookie, body: { answer: '2' } })).status).toBe(200);
    }
    expect((await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId } })).status).toBe(201);
    const reported = await t.request('POST', `/math/api/problems/${problemId}/reports`, {
      cookie: learner.cookie,
      body: { reportType: 'Saran Umum', reportContent: 'Mohon tambah pembahasan.' },
    });
    const reportId = (await reported.json()).report.reportId as string;
    const questionId = await uploadQuestion(learner.cookie);
    const xpOf = async (userId: string) => (await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, userId)))[0]?.xp;
    const classmateXp = await xpOf(classmate.id);
    expect(classmateXp).toBeGreaterThan(0);

    const response = await remove(learner.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: learner.id, photos: { erased: 1, pending: 0 } });

    expect((await t.request('GET', '/math/api/bookmarks', { cookie: learner.cookie })).status).toBe(401);
    const signIn = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email: learner.email, password: learner.password } });
    expect(signIn.status).toBe(401);
    for (const table of [sessions, accounts, userProgress, problemAttempts, userBookmarks]) {
      expect(await t.db.select({ userId: table.userId }).from(table).where(eq(table.userId, learner.id))).toEqual([]);
    }
    const [report] = await t.db.select({ userId: problemReports.userId }).from(problemReports).where(eq(problemReports.reportId, reportId));
    expect(report).toEqual({ userId: null });
    const [question] = await t.db.select({ userId: userQuestions.userId }).from(userQuestions).where(eq(userQuestions.userQuestionId, questionId));
    expect(question).toEqual({ userId: null });
    expect(await xpOf(classmate.id)).toBe(classmateXp);
    expect(await t.db.select({ id: userProgress.id }).from(userProgress).where(eq(userProgress.userId, classmate.id))).toHaveLength(1);
  });

  it('refuses an admin deleting themselves', async () => {
    const response = await remove(admin.id);
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('admin.cannot_delete_self');
  });

  it('refuses deleting the last admin', async () => {
    const repo = createAdminUsersRepository({ db: t.db });
    // Only reachable when the acting admin lost their role meanwhile; the rule holds regardless.
    const deps = { db: t.db, repo, changes: t.contentChanges, storage: t.services.storage, logger: pino({ level: 'silent' }) };
    await expect(deleteUser(deps, 'admin-yang-sudah-turun', admin.id)).rejects.toMatchObject({ code: 'admin.last_admin', status: 409 });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('leaves one admin when the only two admins delete each other at the same moment', async () => {
    const [first, second] = [await t.createSignedInUser('admin'), await t.createSignedInUser('admin')];
    await t.db.update(users).set({ role: 'basic' }).where(eq(users.id, admin.id));
    try {
      const responses = await Promise.all([remove(second.id, first.cookie), remove(first.id, second.cookie)]);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(await t.db.select({ id: users.id }).from(users).where(inArray(users.id, [first.id, second.id]))).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    }
  });

  it('lets an admin delete another admin while one remains', async () => {
    const other = await t.createSignedInUser('admin');
    expect((await remove(other.id)).status).toBe(200);
  });

  it('answers an unknown user with 404', async () => {
    expect((await remove('tidak-ada')).status).toBe(404);
  });
});

describe('who may manage users', () => {
  it.each([
    ['GET', API],
    ['PATCH', `${API}/someone`],
    ['POST', `${API}/someone/verify-email`],
    ['DELETE', `${API}/someone`],
  ])('%s %s answers 401 to a guest and 403 to a learner', async (method, url) => {
    const learner = await t.createSignedInUser('basic');
    const body = method === 'PATCH' ? { role: 'admin' } : undefined;
    expect((await t.request(method, url, { body })).status).toBe(401);
    expect((await t.request(method, url, { cookie: learner.cookie, body })).status).toBe(403);
  });
});
