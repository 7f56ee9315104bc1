import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createUserWithPassword } from '../db/factories';
import { problemAttempts, userProgress, users } from '../db/schema';
import { findFreePort } from '../free-port';
import { createServerProcess, type ServerProcess } from './crash-server';
import { createTestDatabase, type TestDatabase } from './test-db';

// Two app processes on one Postgres, as behind a load balancer: everything that must hold
// across requests lives in the database, not in one process's memory.
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
const instances: ServerProcess[] = [];
let problemIds: string[];
let content: Awaited<ReturnType<typeof createPublishedPath>>;
const PASSWORD = 'dua-server-satu-database-1';

function call(instance: ServerProcess, method: string, pathname: string, init: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: instance.baseUrl, 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  return fetch(`${instance.baseUrl}/math/api${pathname}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Milliseconds until `pathname` answers `status` on `instance` (polled; fails after 5 s). */
async function statusWithin(instance: ServerProcess, pathname: string, cookie: string, status: number): Promise<number> {
  const startedAt = Date.now();
  let last = 0;
  while (Date.now() - startedAt < 5000) {
    last = (await call(instance, 'GET', pathname, { cookie })).status;
    if (last === status) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${instance.baseUrl}${pathname} still answers ${last}, not ${status}`);
}

async function signIn(instance: ServerProcess, email: string, password = PASSWORD): Promise<Response> {
  return call(instance, 'POST', '/auth/sign-in/email', { body: { email, password } });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

beforeAll(async () => {
  database = await createTestDatabase();
  content = await createPublishedPath(database.db);
  problemIds = [];
  for (let index = 0; index < 3; index += 1) {
    const problem = await createProblem(database.db, { subtopicId: content.subtopic.id, type: 'input', questionText: `Soal ${index}: $2+${index}$`, answer: String(2 + index) });
    problemIds.push(problem.problemId);
  }
  // PUBLIC_URL unset, as on a school LAN: each answers at its own address.
  const start = async () => {
    const server = createServerProcess({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-two-instances-')),
      port: await findFreePort(),
      databaseUrl: database.url,
      env: { PUBLIC_URL: '' },
    });
    instances.push(server);
    await server.start();
    return server;
  };
  // Started together, as a deployment would.
  [a, b] = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((server) => server.kill('SIGTERM')));
  for (const server of instances) fs.rmSync(path.dirname(server.logPath), { recursive: true, force: true });
  await database?.drop();
});

describe('two app instances on one database', () => {
  it('honours a session made on one instance on the other, and a sign-out on one on both', async () => {
    await createUserWithPassword(database.db, { email: 'dua@contoh.id', password: PASSWORD });
    const response = await signIn(a, 'dua@contoh.id');
    expect(response.status).toBe(200);
    const cookie = cookieOf(response);
    expect((await (await call(b, 'GET', '/me', { cookie })).json()).user).toMatchObject({ email: 'dua@contoh.id' });
    expect((await call(b, 'GET', '/dashboard', { cookie })).status).toBe(200);
    // A holds the session in memory from here on (decision 020).
    expect((await call(a, 'GET', '/dashboard', { cookie })).status).toBe(200);
    expect((await call(b, 'POST', '/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    // B refuses at once; A as soon as Postgres's notification arrives: well under a second.
    expect((await call(b, 'GET', '/dashboard', { cookie })).status).toBe(401);
    expect(await statusWithin(a, '/dashboard', cookie, 401)).toBeLessThan(1000);
    const refused = await call(a, 'GET', '/dashboard', { cookie });
    expect((await refused.json()).error.code).toBe('auth.session_expired');
  });

  it('refuses a demoted admin on both instances within a second of the demotion, wherever it was made', async () => {
    const admin = await createUserWithPassword(database.db, { email: 'turun@contoh.id', password: PASSWORD, role: 'admin' });
    const cookie = cookieOf(await signIn(a, 'turun@contoh.id'));
    for (const instance of [a, b]) expect((await call(instance, 'GET', '/admin/users', { cookie })).status).toBe(200);
    // As `npm run admin -- demote` does: a process of its own, neither instance.
    await database.db.update(users).set({ role: 'basic' }).where(eq(users.id, admin.id));
    for (const instance of [a, b]) expect(await statusWithin(instance, '/admin/users', cookie, 403)).toBeLessThan(1000);
  });

  it('pays XP once when the same correct answer reaches both instances at the same moment', async () => {
    const learner = await createUserWithPassword(database.db, { email: 'serentak@contoh.id', password: PASSWORD });
    const cookie = cookieOf(await signIn(a, 'serentak@contoh.id'));
    for (const [index, problemId] of problemIds.entries()) {
      const answer = String(2 + index);
      const responses = await Promise.all(
        [a, b, a, b].map((instance) => call(instance, 'POST', `/problems/${problemId}/check`, { cookie, body: { answer } })),
      );
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(bodies.every((body) => body.result.isCorrect === true)).toBe(true);
      expect(bodies.filter((body) => body.result.xpAwarded > 0)).toHaveLength(1);
    }
    const progress = await database.db.select().from(userProgress).where(eq(userProgress.userId, learner.id));
    const attempts = await database.db.select().from(problemAttempts).where(eq(problemAttempts.userId, learner.id));
    const [row] = await database.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));
    expect(progress).toHaveLength(problemIds.length);
    expect(attempts).toHaveLength(problemIds.length);
    expect(row!.xp).toBe(attempts.reduce((sum, attempt) => sum + attempt.xpAwarded, 0));
    expect(row!.xp).toBeGreaterThan(0);
  });

  it("drops content one instance held as soon as the other saves a change (Postgres's notification, decision 019)", async () => {
    await createUserWithPassword(database.db, { email: 'admin-dua@contoh.id', password: PASSWORD, role: 'admin' });
    const admin = cookieOf(await signIn(a, 'admin-dua@contoh.id'));
    const { category, topic, subtopic } = content;
    const page = `/catalog/categories/${category.categoryId}/topics/${topic.topicId}/subtopics/${subtopic.subtopicId}/problems/${problemIds[0]}`;
    const subtopicNameOnB = async () => {
      const response = await call(b, 'GET', page);
      return response.status === 200 ? ((await response.json()) as { breadcrumb: { subtopic: { subtopicName: string } } }).breadcrumb.subtopic.subtopicName : response.status;
    };
    // Read twice on B: the second answer comes from what B holds.
    const before = await subtopicNameOnB();
    expect(await subtopicNameOnB()).toBe(before);
    const seenWithin = async (expected: string | number) => {
      const startedAt = Date.now();
      while (Date.now() - startedAt < 5000) {
        if ((await subtopicNameOnB()) === expected) return Date.now() - startedAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`instance B still answers ${String(await subtopicNameOnB())}, not ${expected}`);
    };
    expect((await call(a, 'PATCH', `/admin/subtopics/${subtopic.subtopicId}`, { cookie: admin, body: { subtopicName: 'Dinamai di A' } })).status).toBe(200);
    // A notification is delivered on commit: well under a second, not a cache's lifetime.
    expect(await seenWithin('Dinamai di A')).toBeLessThan(1000);
    expect((await call(a, 'PATCH', `/admin/subtopics/${subtopic.subtopicId}`, { cookie: admin, body: { isPublished: false } })).status).toBe(200);
    expect(await seenWithin(404)).toBeLessThan(1000);
    expect((await call(a, 'PATCH', `/admin/subtopics/${subtopic.subtopicId}`, { cookie: admin, body: { isPublished: true } })).status).toBe(200);
    expect(await seenWithin('Dinamai di A')).toBeLessThan(1000);
  });

  it('shares rate limits: guesses counted on one instance are refused on the other', async () => {
    await createUserWithPassword(database.db, { email: 'tebakan@contoh.id', password: PASSWORD });
    // Wrong guesses on instance A, waiting out each refusal, until A asks for a wait of several
    // seconds: long enough that the check on B below cannot outlast it even on a slow machine.
    let guesses = 0;
    let retryAfter = 0;
    while (retryAfter < 4 && guesses < 40) {
      guesses += 1;
      const response = await signIn(a, 'tebakan@contoh.id', `salah-${guesses}-tebakan`);
      if (response.status === 429) {
        retryAfter = Number(response.headers.get('retry-after'));
        if (retryAfter < 4) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 50));
      } else {
        expect(response.status).toBe(401);
      }
    }
    expect(retryAfter).toBeGreaterThanOrEqual(4);
    const onOther = await signIn(b, 'tebakan@contoh.id', 'salah-lagi-tebakan');
    expect(onOther.status).toBe(429);
    expect((await onOther.json()).error.code).toBe('request.rate_limited');
  });
});
