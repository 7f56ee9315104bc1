import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../../db/factories';
import { userProgress, userQuestions } from '../../db/schema';
import { learnerStatsDrift } from '../../test/learner-stats-drift';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMarkupCache } from '../../markup/markup-cache';
import { createProblemReadRepository } from '../../content';
import { createLearningRepository } from '../learning/learning.repository';
import { recountLearners } from '../learning/learner-state';
import { createLearnerAssignments } from '../../classes';
import { createDashboardRepository } from './dashboard.repository';
import { getDashboard } from './dashboard.usecases';

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
  // Written by hand, as no answer writes it: the learner's counters are counted afresh.
  await recountLearners(t.sql, [userId]);
  return problem;
}

type Body = { streak: { current: number; days: { date: string; isDone: boolean }[] }; statistics: Record<string, unknown> & { buckets: { count: number }[] } };
const dashboardOf = async (cookie: string, query = '') => (await (await t.request('GET', `/math/api/dashboard${query}`, { cookie })).json()) as Body;
const doneDays = (body: Body) => body.streak.days.map((day) => day.isDone);
const bucketCounts = (body: Body) => body.statistics.buckets.map((bucket) => bucket.count);
// The instant `days` days before NOW, `hours` hours earlier still.
const before = (days: number, hours = 0) => new Date(NOW.getTime() - (days * 24 + hours) * 3_600_000).toISOString();

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

  it('counts a wrong and then a correct answer from the answer check', async () => {
    const learner = await t.createSignedInUser();
    const problem = await problemIn(aljabar.subtopic.id);
    for (const answer of ['B', 'A']) {
      const response = await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { body: { answer }, cookie: learner.cookie });
      expect(response.status).toBe(200);
    }
    const body = await dashboardOf(learner.cookie);
    expect(body.statistics).toMatchObject({ attempted: 1, correct: 1, totalAttempts: 2, solvedFirstTry: 0, averageAttempts: 2 });
    expect(bucketCounts(body)).toEqual([0, 1, 0, 0]);
    expect(await learnerStatsDrift(t.sql)).toEqual({});
  });

  it('leaves a deleted problem out of the statistics, in all categories and in its own', async () => {
    const learner = await t.createSignedInUser();
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-20T10:00:00Z');
    const deleted = await progress(learner.id, aljabar.subtopic.id, 3, true, '2026-11-20T11:00:00Z');
    await progress(learner.id, geometri.subtopic.id, 2, false, '2026-11-20T12:00:00Z');
    const admin = await t.createSignedInUser('admin');
    expect((await t.request('DELETE', `/math/api/admin/problems/${deleted.problemId}`, { cookie: admin.cookie })).status).toBe(200);
    const all = await dashboardOf(learner.cookie);
    expect(all.statistics).toMatchObject({ attempted: 2, correct: 1, totalAttempts: 3 });
    expect(bucketCounts(all)).toEqual([1, 0, 0, 0]);
    const onlyAljabar = await dashboardOf(learner.cookie, `?categoryId=${aljabar.category.categoryId}`);
    expect(onlyAljabar.statistics).toMatchObject({ attempted: 1, correct: 1, totalAttempts: 1 });
  });

  it('counts a streak across midnight by the learner’s zone, not UTC', async () => {
    const learner = await t.createSignedInUser();
    // 23:59 WIB on the 19th, 23:30 WIB on the 20th, 00:30 WIB on the 21st: three WIB days, but
    // only the 19th and the 20th in UTC.
    for (const at of ['2026-11-19T16:59:00Z', '2026-11-20T16:30:00Z', '2026-11-20T17:30:00Z']) await progress(learner.id, aljabar.subtopic.id, 1, true, at);
    expect((await dashboardOf(learner.cookie, '?tz=Asia/Jakarta')).streak.current).toBe(3);
    expect((await dashboardOf(learner.cookie, '?tz=UTC')).streak.current).toBe(2);
  });

  it('counts a 40-day streak and stops at the first day without a correct answer', async () => {
    const learner = await t.createSignedInUser();
    for (let days = 0; days < 40; days += 1) await progress(learner.id, aljabar.subtopic.id, 1, true, before(days, 1));
    await progress(learner.id, aljabar.subtopic.id, 1, true, before(41, 1));
    const body = await dashboardOf(learner.cookie, '?tz=Asia/Jakarta');
    expect(body.streak.current).toBe(40);
    expect(doneDays(body)).toEqual([true, true, true, true, true, true, true]);
  });

  it.each([
    {
      behaviour: 'starts the streak again after a day without a correct answer yesterday',
      answers: [[0, true], [1, false], [2, true], [3, true]],
      current: 1,
      strip: [false, false, false, true, true, false, true],
    },
    {
      behaviour: 'has no streak without a correct answer today, and still shows the earlier days',
      answers: [[0, false], [1, true], [2, true]],
      current: 0,
      strip: [false, false, false, false, true, true, false],
    },
  ] as const)('$behaviour', async ({ answers, current, strip }) => {
    const learner = await t.createSignedInUser();
    for (const [daysAgo, isCorrect] of answers) await progress(learner.id, aljabar.subtopic.id, isCorrect ? 1 : 2, isCorrect, before(daysAgo, 1));
    const body = await dashboardOf(learner.cookie, '?tz=Asia/Jakarta');
    expect(body.streak.current).toBe(current);
    expect(doneDays(body)).toEqual(strip);
  });

  it('stops counting a streak at 4000 days', async () => {
    const learner = await t.createSignedInUser();
    const [made] = await t.sql<{ count: number }[]>`
      with made as (
        insert into problems (problem_id, subtopic_id, type, question_text, answer, options)
        select 'PR-Y' || lpad(n::text, 7, '0'), ${aljabar.subtopic.id}, 'mcq', 'Q', '"A"', '{"A":"1","B":"2"}' from generate_series(0, 4000) n
        returning id, problem_id
      ), progress as (
        insert into user_progress (user_id, problem_id, attempts_count, is_correct, updated_at)
        select ${learner.id}, id, 1, true, ${before(0, 1)}::timestamptz - make_interval(days => substr(problem_id, 5)::int) from made
        returning 1
      )
      select count(*)::int as count from progress`;
    expect(made!.count).toBe(4001);
    expect((await dashboardOf(learner.cookie, '?tz=Asia/Jakarta')).streak.current).toBe(4000);
  });

  it('puts an answer in the first hour of a day whose midnight happens twice on that day', async () => {
    // Havana falls back from 01:00 to 00:00 on 2026-11-01: 04:30Z is 00:30 on the 1st, before
    // the second midnight. 03:30Z on 2026-10-31 is 23:30 on the 30th.
    const learner = await t.createSignedInUser();
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-11-01T04:30:00Z');
    await progress(learner.id, aljabar.subtopic.id, 1, true, '2026-10-31T03:30:00Z');
    const repo = createDashboardRepository({ db: t.db });
    const practice = { findProblemToCheck: async () => undefined, linkedTheories: async () => [] };
    const learning = { repo: createLearningRepository({ db: t.db }), practice, problems: createProblemReadRepository({ db: t.db }), markup: createMarkupCache() };
    const body = await getDashboard({ repo, now: new Date('2026-11-01T12:00:00Z'), learning, learnerAssignments: createLearnerAssignments({ db: t.db, outline: learning.repo.outline }) }, learner, { requestedTimeZone: 'America/Havana', categoryId: null });
    expect(body.streak.current).toBe(1);
    expect(body.streak.days.slice(-3).map((day) => [day.date, day.isDone])).toEqual([
      ['2026-10-30', true],
      ['2026-10-31', false],
      ['2026-11-01', true],
    ]);
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
