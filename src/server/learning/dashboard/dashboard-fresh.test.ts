import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems, reviewCards, userQuestions, users } from '../../db/schema';
import { answer, createAssignment, createClass, joinClass, mcqProblems } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

// A learner's dashboard and review list are read on each request (decision 073): nothing of a
// learner's own is held in memory. Each kind of change below is made the way the app makes it (its
// API) or the way a script or another server would (SQL on the database), and the very next
// dashboard shows it. A new dashboard card adds its write here.
const HOUR = 3_600_000;
let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type Dashboard = {
  xpTotal: number;
  streak: { days: { date: string; isDone: boolean }[] };
  questionCounts: Record<string, number>;
  recentActivity: { problemId: string; link: unknown }[];
  reviews: { dueCount: number; nextDueAt: string | null };
  assignments: { id: string; title: string }[];
};
const dashboardOf = async (cookie: string, query = '?tz=Asia/Jakarta') => {
  const response = await t.request('GET', `/math/api/dashboard${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
};
const reviewsOf = async (cookie: string) => {
  const response = await t.request('GET', '/math/api/reviews', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { dueCount: number; due: { problemId: string }[] };
};
const newQuestionCode = () => `UQ-${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X')}`;

describe('the dashboard and review list, read on each request', () => {
  it('show a value written by hand at once, gzip-encoded for a browser', async () => {
    offset = 0;
    const learner = await t.createSignedInUser();
    expect((await dashboardOf(learner.cookie)).xpTotal).toBe(0);
    // XP set by hand (psql): no trigger, no call to `changes`, and the next dashboard shows it.
    await t.db.update(users).set({ xpTotal: 500 }).where(eq(users.id, learner.id));
    const zipped = await t.request('GET', '/math/api/dashboard?tz=Asia/Jakarta', { cookie: learner.cookie, headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await zipped.arrayBuffer());
    const sent = zipped.headers.get('content-encoding') === 'gzip' ? zlib.gunzipSync(body) : body;
    // Each answer has its own clock (serverNow, issue 51); the rest is the same.
    expect(JSON.parse(sent.toString())).toEqual({ ...(await dashboardOf(learner.cookie)), serverNow: expect.any(String) });
    expect((await dashboardOf(learner.cookie)).xpTotal).toBe(500);
  });

  it("show the learner's own writes: an answer, a Tanya Soal question and its answer", async () => {
    offset = 0;
    const path = await createPublishedPath(t.db);
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Q', options: { A: '1', B: '2' }, answer: 'A' });
    const learner = await t.createSignedInUser();
    const before = await dashboardOf(learner.cookie);
    expect(before.recentActivity).toEqual([]);

    expect((await answer(t, learner.cookie, problem.problemId, 'B')).status).toBe(200);
    const wrong = await dashboardOf(learner.cookie);
    expect(wrong.recentActivity.map((item) => item.problemId)).toEqual([problem.problemId]);
    expect(wrong.xpTotal).toBe(0);
    expect((await answer(t, learner.cookie, problem.problemId, 'A')).status).toBe(200);
    const solved = await dashboardOf(learner.cookie);
    expect(solved.xpTotal).toBeGreaterThan(0);
    expect(solved.streak.days.at(-1)!.isDone).toBe(true);

    const [question] = await t.db.insert(userQuestions).values({ userQuestionId: newQuestionCode(), userId: learner.id, imageUrl: 'questions/x.jpg' }).returning();
    expect((await dashboardOf(learner.cookie)).questionCounts).toMatchObject({ pending: 1, resolved: 0 });
    await t.db.update(userQuestions).set({ status: 'resolved' }).where(eq(userQuestions.id, question!.id));
    expect((await dashboardOf(learner.cookie)).questionCounts).toMatchObject({ pending: 0, resolved: 1 });
  });

  it('show a content change: a problem of its recent activity unpublished', async () => {
    offset = 0;
    const path = await createPublishedPath(t.db);
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: 'Q', options: { A: '1', B: '2' }, answer: 'A' });
    const learner = await t.createSignedInUser();
    await answer(t, learner.cookie, problem.problemId, 'A');
    expect((await dashboardOf(learner.cookie)).recentActivity[0]!.link).not.toBeNull();
    await t.db.update(problems).set({ isPublished: false }).where(eq(problems.id, problem.id));
    await t.contentChanges.settled();
    expect((await dashboardOf(learner.cookie)).recentActivity[0]!.link).toBeNull();
  });

  it("show changes to the learner's classes: joining, an assignment set, renamed, given problems, the class archived", async () => {
    offset = 0;
    const teacher = await t.createSignedInUser('teacher', 'Bu Sari');
    const owned = await createClass(t, teacher.cookie);
    const [first, second] = await mcqProblems(t, 2);
    const learner = await t.createSignedInUser();
    expect((await dashboardOf(learner.cookie)).assignments).toEqual([]);
    await createAssignment(t, teacher.cookie, owned.id, { title: 'Sebelum bergabung', problemIds: [first!.problemId] });
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
    expect((await dashboardOf(learner.cookie)).assignments.map((item) => item.title)).toEqual(['Sebelum bergabung']);

    const made = await createAssignment(t, teacher.cookie, owned.id, { title: 'Tugas Bab 2', problemIds: [second!.problemId] });
    expect((await dashboardOf(learner.cookie)).assignments.map((item) => item.title).sort()).toEqual(['Sebelum bergabung', 'Tugas Bab 2']);
    // A script renames it and takes its problem away.
    await t.db.execute(sql`update assignments set title = 'Tugas Bab 2 (baru)' where id = ${made.id}`);
    expect((await dashboardOf(learner.cookie)).assignments.map((item) => item.title).sort()).toEqual(['Sebelum bergabung', 'Tugas Bab 2 (baru)']);
    await t.db.execute(sql`delete from assignment_problems where assignment_id = ${made.id}`);
    expect((await dashboardOf(learner.cookie)).assignments.map((item) => item.title)).toEqual(['Sebelum bergabung']);

    expect((await t.request('POST', `/math/api/classes/${owned.id}/archive`, { cookie: teacher.cookie })).status).toBe(200);
    expect((await dashboardOf(learner.cookie)).assignments).toEqual([]);
  });

  it('show a review coming due, a card written by hand, and a new day', async () => {
    offset = 0;
    const [problem] = await mcqProblems(t, 1);
    const learner = await t.createSignedInUser();
    for (const choice of ['B', 'C', 'A']) await answer(t, learner.cookie, problem!.problemId, choice);
    const queued = await dashboardOf(learner.cookie);
    expect(queued.reviews.dueCount).toBe(0);
    expect(queued.reviews.nextDueAt).not.toBeNull();
    expect(await reviewsOf(learner.cookie)).toMatchObject({ dueCount: 0, due: [] });
    // The clock passes the card's due time.
    offset = Date.parse(queued.reviews.nextDueAt!) - Date.now() + 1_000;
    expect((await dashboardOf(learner.cookie)).reviews.dueCount).toBe(1);
    expect((await reviewsOf(learner.cookie)).due.map((item) => item.problemId)).toEqual([problem!.problemId]);
    // The learner answers it.
    expect((await t.request('POST', `/math/api/reviews/${problem!.problemId}/answer`, { cookie: learner.cookie, body: { answer: 'A' } })).status).toBe(200);
    expect((await dashboardOf(learner.cookie)).reviews.dueCount).toBe(0);
    expect(await reviewsOf(learner.cookie)).toMatchObject({ dueCount: 0, due: [] });
    // A script brings the card back.
    await t.db.update(reviewCards).set({ due: new Date(clock().getTime() - HOUR) }).where(eq(reviewCards.userId, learner.id));
    expect((await dashboardOf(learner.cookie)).reviews.dueCount).toBe(1);
    expect((await reviewsOf(learner.cookie)).dueCount).toBe(1);
    // A new day in the learner's zone: the streak's strip moves on.
    const today = (await dashboardOf(learner.cookie)).streak.days.at(-1)!.date;
    offset += 24 * HOUR;
    expect((await dashboardOf(learner.cookie)).streak.days.at(-1)!.date).not.toBe(today);
    offset = 0;
  });
});
