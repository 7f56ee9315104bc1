import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../../db/factories';
import { userProgress, userQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// 2026-11-21 03:00 WIB (UTC+7).
const NOW = new Date('2026-11-20T20:00:00Z');

let t: TestApp;
let aljabar: Awaited<ReturnType<typeof createPublishedPath>>;
let geometri: Awaited<ReturnType<typeof createPublishedPath>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  aljabar = await createPublishedPath(t.db, { category: 'Aljabar' });
  geometri = await createPublishedPath(t.db, { category: 'Geometri' });
});
afterAll(() => t.close());

const problemIn = (subtopicId: number) => createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Q', options: { A: '1', B: '2' }, answer: 'A' });

async function progress(userId: string, subtopicId: number, attempts: number, isCorrect: boolean, at: string) {
  const problem = await problemIn(subtopicId);
  await t.db.insert(userProgress).values({ userId, problemId: problem.id, attemptsCount: attempts, isCorrect, updatedAt: new Date(at) });
  return problem;
}

describe('dashboard', () => {
  it('gives zeros and an empty strip to a learner with no attempts', async () => {
    const learner = await t.createSignedInUser();
    const body = await (await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).json();
    expect(body.xpTotal).toBe(0);
    expect(body.streak.current).toBe(0);
    expect(body.streak.days).toHaveLength(7);
    expect(body.streak.days.every((day: { isDone: boolean }) => !day.isDone)).toBe(true);
    expect(body.statistics).toMatchObject({ attempted: 0, correct: 0, accuracyPercent: 0, averageAttempts: 0, firstTrySharePercent: 0 });
    expect(body.questionCounts).toEqual({ pending: 0, answerable: 0, resolved: 0, not_answerable: 0 });
    expect(body.recentActivity).toEqual([]);
  });

  it('computes statistics, buckets and the category filter in SQL', async () => {
    const learner = await t.createSignedInUser();
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-20T10:00:00Z');
    await progress(learner.id, aljabar.subtopic.id, 2, true, '2026-11-20T11:00:00Z');
    await progress(learner.id, aljabar.subtopic.id, 5, true, '2026-11-20T12:00:00Z');
    await progress(learner.id, aljabar.subtopic.id, 3, false, '2026-11-20T13:00:00Z');
    await progress(learner.id, geometri.subtopic.id, 3, true, '2026-11-20T14:00:00Z');
    const all = await (await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).json();
    expect(all.statistics).toMatchObject({ attempted: 5, correct: 4, accuracyPercent: 80, solvedFirstTry: 1, firstTrySharePercent: 25, totalAttempts: 14, averageAttempts: 3.5 });
    expect(all.statistics.buckets.map((bucket: { count: number }) => bucket.count)).toEqual([1, 1, 1, 1]);
    expect(all.categories.map((category: { categoryName: string }) => category.categoryName)).toEqual(expect.arrayContaining(['Aljabar', 'Geometri']));

    const onlyAljabar = await (await t.request('GET', `/math/api/dashboard?categoryId=${aljabar.category.categoryId}`, { cookie: learner.cookie })).json();
    expect(onlyAljabar.statistics).toMatchObject({ attempted: 4, correct: 3, accuracyPercent: 75, totalAttempts: 11, averageAttempts: 3.67 });
    expect(onlyAljabar.statistics.buckets.map((bucket: { count: number }) => bucket.count)).toEqual([1, 1, 0, 1]);
  });

  it('counts the streak by calendar day in the learner’s time zone', async () => {
    const learner = await t.createSignedInUser();
    // 2026-11-20T17:30Z is 00:30 on the 21st in WIB, but still the 20th in UTC.
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-20T17:30:00Z');
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-19T12:00:00Z');
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-18T12:00:00Z');
    await progress(learner.id, aljabar.subtopic.id, 2, false, '2026-11-17T12:00:00Z');
    const wib = await (await t.request('GET', '/math/api/dashboard?tz=Asia/Jakarta', { cookie: learner.cookie })).json();
    // WIB: today (21st) yes, 20th no -> 1
    expect(wib.streak.current).toBe(1);
    expect(wib.streak.days.map((day: { isDone: boolean }) => day.isDone)).toEqual([false, false, false, true, true, false, true]);
    expect(wib.streak.days.at(-1)).toMatchObject({ date: '2026-11-21', label: 'Hari Ini', weekdayInitial: 'S' });

    const utc = await (await t.request('GET', '/math/api/dashboard?tz=UTC', { cookie: learner.cookie })).json();
    // UTC "today" is the 20th: 20, 19, 18 -> 3
    expect(utc.streak.current).toBe(3);

    const wit = await (await t.request('GET', '/math/api/dashboard?tz=Asia/Jayapura', { cookie: learner.cookie })).json();
    expect(wit.streak.days.at(-1).date).toBe('2026-11-21');
  });

  it('lists the last 5 activities newest first with links, and the question counts', async () => {
    const learner = await t.createSignedInUser();
    const created = [];
    for (let hour = 1; hour <= 6; hour += 1) created.push(await progress(learner.id, aljabar.subtopic.id, hour, hour % 2 === 0, `2026-11-20T0${hour}:00:00Z`));
    for (const status of ['pending', 'pending', 'answerable', 'resolved', 'not_answerable'] as const) {
      await t.db.insert(userQuestions).values({ userQuestionId: `UQ-${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X')}`, userId: learner.id, imageUrl: 'questions/x.jpg', status });
    }
    const body = await (await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).json();
    expect(body.recentActivity.map((item: { problemId: string }) => item.problemId)).toEqual(created.slice(1).reverse().map((problem) => problem.problemId));
    expect(body.recentActivity[0]).toMatchObject({ isCorrect: true, attemptsCount: 6, link: { categoryId: aljabar.category.categoryId, problemId: created[5]!.problemId } });
    expect(body.questionCounts).toEqual({ pending: 2, answerable: 1, resolved: 1, not_answerable: 1 });
  });

  it('omits the link for a problem that is no longer published', async () => {
    const learner = await t.createSignedInUser();
    const hidden = await createCategory(t.db, { name: 'Disembunyikan', isPublished: false });
    const topic = await createTopic(t.db, { categoryId: hidden.id, name: 'T', isPublished: true });
    const subtopic = await createSubtopic(t.db, { topicId: topic.id, name: 'S', isPublished: true });
    await progress(learner.id, subtopic.id, 1, true, '2026-11-20T10:00:00Z');
    const body = await (await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).json();
    expect(body.recentActivity[0].link).toBeNull();
    expect(body.categories.map((category: { categoryName: string }) => category.categoryName)).not.toContain('Disembunyikan');
  });

  it.each(['Mars/Olympus', "Asia/Jakarta'; drop table users;--", 'Factory', 'posix/Asia/Jakarta', 'UTC+3', '', 'x'.repeat(5000)])(
    'falls back to Asia/Jakarta for the unknown time zone %j',
    async (tz) => {
      const learner = await t.createSignedInUser();
      const response = await t.request('GET', `/math/api/dashboard?tz=${encodeURIComponent(tz)}`, { cookie: learner.cookie });
      expect(response.status).toBe(200);
      expect((await response.json()).timeZone).toBe('Asia/Jakarta');
    },
  );

  it('maps a zone Postgres no longer lists to its canonical name', async () => {
    const learner = await t.createSignedInUser();
    const body = await (await t.request('GET', '/math/api/dashboard?tz=US%2FPacific-New', { cookie: learner.cookie })).json();
    expect(body.timeZone).toBe('America/Los_Angeles');
  });

  it('answers every time zone Node knows', async () => {
    const learner = await t.createSignedInUser();
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-20T10:00:00Z');
    const failures: string[] = [];
    for (const tz of Intl.supportedValuesOf('timeZone')) {
      const response = await t.request('GET', `/math/api/dashboard?tz=${encodeURIComponent(tz)}`, { cookie: learner.cookie });
      if (response.status !== 200) failures.push(`${tz}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a guest with 401', async () => {
    expect((await t.request('GET', '/math/api/dashboard')).status).toBe(401);
  });
});
