import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryCard } from '../../../core/review-schedule';
import type { TMasteryMapResponse } from '../../../core/reviews';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../../db/factories';
import { reviewCards, reviewLogs, subtopics, users } from '../../db/schema';
import { CONFIRM_CANDIDATES } from './answer-writer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

// Issue 34 through the HTTP API: levels, the review queue, the next problem, the dashboard's
// additions. The app's clock is real time plus `offset` (as TEST_CLOCK_FILE makes it in e2e).
const DAY = 86_400_000;
let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const mcq = (subtopicId: number, extra: { isPublished?: boolean } = {}) =>
  createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Berapa 1 + 1?', options: { A: '1', B: '2', C: '3' }, answer: 'B', solutionText: 'Jelas **2**.', ...extra });
const check = (problemId: string, answer: unknown, cookie: string) => t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie });
const review = (problemId: string, answer: unknown, cookie: string, query = '') =>
  t.request('POST', `/math/api/reviews/${problemId}/answer${query}`, { body: { answer }, cookie });
const getJson = async (url: string, cookie?: string) => {
  const response = await t.request('GET', url, { cookie });
  return { status: response.status, body: await response.json() };
};
let paths = 0;
const newPath = () => createPublishedPath(t.db, { category: `Kategori ${++paths}`, topic: `Topik ${paths}`, subtopic: `Subtopik ${paths}` });

/** A learner who missed `problem` twice, then solved it: the problem is in their queue. */
async function solvedAfterRetries(problemId: string, cookie: string) {
  expect((await (await check(problemId, 'A', cookie)).json()).result.isCorrect).toBe(false);
  expect((await (await check(problemId, 'C', cookie)).json()).result.isCorrect).toBe(false);
  expect((await (await check(problemId, 'B', cookie)).json()).result.isCorrect).toBe(true);
}

const cardOf = async (userId: string, problemInternalId: number) =>
  (await t.db.select().from(reviewCards).where(eq(reviewCards.userId, userId))).find((card) => card.problemId === problemInternalId);

describe('review queue', () => {
  it('refuses guests on the reviews and the levels (401)', async () => {
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    for (const [method, url] of [
      ['GET', '/math/api/reviews'],
      ['GET', `/math/api/reviews/${problem.problemId}`],
      ['POST', `/math/api/reviews/${problem.problemId}/answer`],
      ['GET', `/math/api/mastery/topics/${path.topic.topicId}`],
      ['GET', `/math/api/mastery/subtopics/${path.subtopic.subtopicId}`],
    ] as const) {
      const response = await t.request(method, url, method === 'POST' ? { body: { answer: 'B' } } : {});
      expect(response.status, url).toBe(401);
      expect((await response.json()).error.code).toBeTypeOf('string');
    }
  });

  it('queues a problem solved after retries (FSRS Hard) that has no card yet, not one solved at once; not due until ts-fsrs says', async () => {
    offset = 0;
    const path = await newPath();
    const [retried, atOnce] = [await mcq(path.subtopic.id), await mcq(path.subtopic.id)];
    const learner = await t.createSignedInUser();
    const before = clock();
    // Wrong answers given before decision 086 left no card: the solve then enters the retry card.
    expect((await (await check(retried.problemId, 'A', learner.cookie)).json()).result.isCorrect).toBe(false);
    await t.db.delete(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect((await (await check(retried.problemId, 'C', learner.cookie)).json()).result.isCorrect).toBe(false);
    await t.db.delete(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect((await (await check(retried.problemId, 'B', learner.cookie)).json()).result.isCorrect).toBe(true);
    await check(atOnce.problemId, 'B', learner.cookie);
    const card = await cardOf(learner.id, retried.id);
    expect(card).toMatchObject({ reason: 'retry', reps: 1 });
    // The due date ts-fsrs gives a new card rated Hard at the moment of the solve.
    const expected = retryCard(card!.enteredAt).due;
    expect(card!.due.getTime()).toBe(expected.getTime());
    expect(card!.enteredAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await cardOf(learner.id, atOnce.id)).toBeUndefined();

    const list = await getJson('/math/api/reviews', learner.cookie);
    expect(list.body).toEqual({ due: [], dueCount: 0, nextDueAt: expected.toISOString() });
    const early = await getJson(`/math/api/reviews/${retried.problemId}`, learner.cookie);
    expect([early.status, early.body.error.code]).toEqual([409, 'reviews.not_due']);
    const earlyAnswer = await review(retried.problemId, 'B', learner.cookie);
    expect([earlyAnswer.status, (await earlyAnswer.json()).error.code]).toEqual([409, 'reviews.not_due']);
    expect(await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id))).toEqual([]);
  });

  it('shows a due problem fresh, grades the answer, reveals, reschedules, and never touches progress, attempts or XP', async () => {
    offset = 0;
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    const learner = await t.createSignedInUser();
    await solvedAfterRetries(problem.problemId, learner.cookie);
    const progressBefore = await t.sql`select attempts_count, is_correct, last_answer, updated_at from user_progress where user_id = ${learner.id}`;
    const attemptsBefore = await t.sql`select count(*)::int as n from problem_attempts where user_id = ${learner.id}`;
    const [xpBefore] = await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));

    offset = 3 * DAY;
    const list = await getJson('/math/api/reviews', learner.cookie);
    expect(list.body.dueCount).toBe(1);
    expect(list.body.due[0]).toMatchObject({
      categoryId: path.category.categoryId,
      topicId: path.topic.topicId,
      subtopicId: path.subtopic.subtopicId,
      problemId: problem.problemId,
      subtopicName: path.subtopic.subtopicName,
      topicName: path.topic.topicName,
    });
    const shown = await getJson(`/math/api/reviews/${problem.problemId}`, learner.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body.problem.problem).toMatchObject({ problemId: problem.problemId, type: 'mcq' });
    expect(shown.body.problem.breadcrumb.subtopic.subtopicName).toBe(path.subtopic.subtopicName);
    const text = JSON.stringify(shown.body);
    for (const secret of ['progress', 'lastAnswer', 'reveal', 'solution', 'Jelas']) expect(text).not.toContain(secret);

    const wrong = await review(problem.problemId, 'A', learner.cookie);
    expect(wrong.status).toBe(200);
    const wrongBody = await wrong.json();
    expect(wrongBody.result).toMatchObject({ isCorrect: false, rating: 'again', isRepeat: false });
    expect(wrongBody.reveal.answer).toBe('B');
    expect(wrongBody.reveal.solution.status).toBe('visible');
    expect(wrongBody.level).toMatchObject({ subtopicId: path.subtopic.subtopicId, level: 'mulai' });

    offset = 10 * DAY;
    const right = await (await review(problem.problemId, 'B', learner.cookie)).json();
    expect(right.result).toMatchObject({ isCorrect: true, rating: 'good', isRepeat: false });
    expect(new Date(right.result.nextDueAt).getTime()).toBeGreaterThan(clock().getTime());

    expect(await t.sql`select attempts_count, is_correct, last_answer, updated_at from user_progress where user_id = ${learner.id}`).toEqual(progressBefore);
    expect(await t.sql`select count(*)::int as n from problem_attempts where user_id = ${learner.id}`).toEqual(attemptsBefore);
    const [user] = await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));
    expect(user!.xp).toBe(xpBefore!.xp);
    expect(await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id))).toHaveLength(2);
    offset = 0;
  });

  it('takes a double-click as one review: two identical answers at once write one log row', async () => {
    offset = 0;
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    const learner = await t.createSignedInUser();
    await solvedAfterRetries(problem.problemId, learner.cookie);
    offset = 3 * DAY;
    const responses = await Promise.all([review(problem.problemId, 'B', learner.cookie), review(problem.problemId, 'B', learner.cookie)]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(bodies.map((body) => body.result.isRepeat).sort()).toEqual([false, true]);
    expect(bodies[0].result.nextDueAt).toBe(bodies[1].result.nextDueAt);
    expect(await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id))).toHaveLength(1);
    // A third click a moment later is still the same review; another answer is refused (not due).
    expect((await (await review(problem.problemId, 'B', learner.cookie)).json()).result.isRepeat).toBe(true);
    expect((await review(problem.problemId, 'A', learner.cookie)).status).toBe(409);
    expect(await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id))).toHaveLength(1);
    offset = 0;
  });

  it("answers 404 for a problem not in the learner's queue, unknown or unpublished, 400 for bad input, and changes nothing", async () => {
    offset = 0;
    const path = await newPath();
    const [problem, other] = [await mcq(path.subtopic.id), await mcq(path.subtopic.id)];
    const owner = await t.createSignedInUser();
    const stranger = await t.createSignedInUser();
    await solvedAfterRetries(problem.problemId, owner.cookie);
    offset = 3 * DAY;
    const expectError = async (response: Response, status: number, code?: string) => {
      const body = await response.json();
      expect(response.status).toBe(status);
      if (code) expect(body.error.code).toBe(code);
      expect(body.error).toHaveProperty('message');
    };
    await expectError(await review(problem.problemId, 'B', stranger.cookie), 404, 'reviews.not_found');
    await expectError(await t.request('GET', `/math/api/reviews/${problem.problemId}`, { cookie: stranger.cookie }), 404, 'reviews.not_found');
    await expectError(await review(other.problemId, 'B', owner.cookie), 404, 'reviews.not_found');
    await expectError(await review('PR-ZZZZZZZZ', 'B', owner.cookie), 404, 'reviews.not_found');
    await expectError(await review('bukan-kode', 'B', owner.cookie), 400);
    await expectError(await t.request('GET', '/math/api/reviews/bukan-kode', { cookie: owner.cookie }), 400);
    await expectError(await review(problem.problemId, ['B', 'C'], owner.cookie), 400, 'practice.invalid_answer');
    await expectError(await review(problem.problemId, 'Z', owner.cookie), 400, 'practice.invalid_answer');
    await expectError(await t.request('POST', `/math/api/reviews/${problem.problemId}/answer`, { body: { answer: 'B', extra: 1 }, cookie: owner.cookie }), 400);

    // Unpublished while queued: gone from the list and the count, 404 to show or answer.
    const admin = (await t.createSignedInUser('admin')).cookie;
    const bulk = async (action: string, extra: Record<string, unknown> = {}) =>
      expect((await t.request('POST', '/math/api/admin/problems/bulk', { cookie: admin, body: { action, selection: { problemIds: [problem.problemId] }, ...extra } })).status).toBe(200);
    await bulk('unpublish');
    expect((await getJson('/math/api/reviews', owner.cookie)).body).toEqual({ due: [], dueCount: 0, nextDueAt: null });
    await expectError(await t.request('GET', `/math/api/reviews/${problem.problemId}`, { cookie: owner.cookie }), 404, 'reviews.not_found');
    await expectError(await review(problem.problemId, 'B', owner.cookie), 404, 'reviews.not_found');
    // Its subtopic unpublished instead: the same.
    await bulk('publish');
    await t.db.update(subtopics).set({ isPublished: false }).where(eq(subtopics.id, path.subtopic.id));
    // (The count checks paths against the catalogue held in memory, which follows the change at once
    // when the app makes it and within moments of Postgres's notification when psql does, as here.)
    await waitUntil(async () => (await getJson('/math/api/reviews', owner.cookie)).body.dueCount === 0, 'the unpublished subtopic to leave the count');
    expect((await getJson('/math/api/reviews', owner.cookie)).body.due).toEqual([]);
    await t.db.update(subtopics).set({ isPublished: true }).where(eq(subtopics.id, path.subtopic.id));
    await waitUntil(async () => (await getJson('/math/api/reviews', owner.cookie)).body.dueCount === 1, 'the subtopic published again');
    expect(await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, owner.id))).toEqual([]);

    // The card follows its problem as an admin changes it (learning/learner-state.ts): published or not, and its subtopic.
    const other2 = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Pindahan', isPublished: true });
    await bulk('unpublish');
    expect(await cardOf(owner.id, problem.id)).toMatchObject({ problemVisible: false, subtopicId: path.subtopic.id });
    await bulk('publish');
    await bulk('move', { subtopicId: other2.subtopicId });
    expect(await cardOf(owner.id, problem.id)).toMatchObject({ problemVisible: true, subtopicId: other2.id });

    // Deleted: the card goes with it.
    expect((await t.request('DELETE', `/math/api/admin/problems/${problem.problemId}`, { cookie: admin })).status).toBe(200);
    expect(await cardOf(owner.id, problem.id)).toBeUndefined();
    expect((await getJson('/math/api/reviews', owner.cookie)).body.dueCount).toBe(0);
    offset = 0;
  });

  it('counts a correct review for the streak day', async () => {
    offset = 0;
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    const learner = await t.createSignedInUser();
    await solvedAfterRetries(problem.problemId, learner.cookie);
    offset = 5 * DAY;
    const before = (await getJson('/math/api/dashboard?tz=UTC', learner.cookie)).body;
    expect(before.streak.days.at(-1).isDone).toBe(false);
    expect(before.reviews.dueCount).toBe(1);
    expect(before.next).toEqual({ kind: 'review', dueCount: 1 });
    await review(problem.problemId, 'B', learner.cookie);
    const after = (await getJson('/math/api/dashboard?tz=UTC', learner.cookie)).body;
    expect(after.streak.days.at(-1).isDone).toBe(true);
    expect(after.reviews.dueCount).toBe(0);
    expect(after.reviews.nextDueAt).not.toBeNull();
    offset = 0;
  });

  it("counts a review as delayed when 7 or more of the learner's days came after the solve", async () => {
    // Solved at 16:30Z: 23:30 on the 1st in Jakarta, 08:30 on the 1st in Los Angeles. Reviewed 6
    // days and an hour later: 00:30 on the 8th in Jakarta (7 days on), 09:30 on the 7th in Los
    // Angeles (6 days on).
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    const reviewAt = async (timeZone: string) => {
      const learner = await t.createSignedInUser();
      const solvedAt = new Date('2026-01-01T16:30:00Z');
      offset = solvedAt.getTime() - Date.now();
      await solvedAfterRetries(problem.problemId, learner.cookie);
      offset = new Date('2026-01-07T17:30:00Z').getTime() - Date.now();
      const response = await review(problem.problemId, 'B', learner.cookie, `?tz=${encodeURIComponent(timeZone)}`);
      expect(response.status).toBe(200);
      const [log] = await t.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id));
      const [stats] = await t.sql`select delayed_reviews, delayed_correct, last_delayed_correct from learner_subtopic_stats where user_id = ${learner.id}`;
      return { delayed: log!.isDelayed, stats };
    };
    expect(await reviewAt('Asia/Jakarta')).toEqual({ delayed: true, stats: { delayed_reviews: 1, delayed_correct: 1, last_delayed_correct: true } });
    expect(await reviewAt('America/Los_Angeles')).toEqual({ delayed: false, stats: { delayed_reviews: 0, delayed_correct: 0, last_delayed_correct: null } });
    offset = 0;
  });
});

describe('mastery levels', () => {
  it("gives levels for a topic's subtopics with published problems only, and none to a subtopic without", async () => {
    offset = 0;
    const path = await newPath();
    const empty = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Kosong', isPublished: true });
    await mcq(empty.id, { isPublished: false });
    await mcq(path.subtopic.id);
    const learner = await t.createSignedInUser();
    await waitUntil(async () => (await getJson(`/math/api/mastery/topics/${path.topic.topicId}`, learner.cookie)).body.levels?.length === 1, 'the outline');
    const levels = (await getJson(`/math/api/mastery/topics/${path.topic.topicId}`, learner.cookie)).body;
    expect(levels).toEqual({ levels: [{ subtopicId: path.subtopic.subtopicId, level: 'belum_mulai', label: 'Belum Mulai', reason: 'Belum Mulai: belum ada soal yang dikerjakan' }] });
    expect((await getJson(`/math/api/mastery/subtopics/${empty.subtopicId}`, learner.cookie)).body).toEqual({ level: null, progress: null });
    // The dashboard's map, asked for beside it: the chosen category's subtopics with problems.
    // (The outline first, then the learner's level on each of its subtopics, in its order.)
    const map = (await getJson(`/math/api/mastery/map?categoryId=${path.category.categoryId}`, learner.cookie)).body;
    expect(map).toEqual({
      outline: [
        {
          categoryId: path.category.categoryId,
          categoryName: path.category.categoryName,
          topics: [{ topicId: path.topic.topicId, topicName: path.topic.topicName, subtopics: [{ subtopicId: path.subtopic.subtopicId, subtopicName: path.subtopic.subtopicName }] }],
        },
      ],
      levels: [[levels.levels[0].level, levels.levels[0].reason]],
    });
    expect((await getJson(`/math/api/dashboard?categoryId=${path.category.categoryId}`, learner.cookie)).body).not.toHaveProperty('mastery');
    // A category no longer shown (its chip may be stale) is an empty map; a malformed one is refused.
    expect((await getJson('/math/api/mastery/map?categoryId=CA-ZZZZZZZZ', learner.cookie)).body).toEqual({ outline: [], levels: [] });
    expect((await getJson('/math/api/mastery/map?categoryId=x', learner.cookie)).status).toBe(400);
    expect((await getJson('/math/api/mastery/map?other=1', learner.cookie)).status).toBe(400);
    expect((await getJson('/math/api/mastery/topics/TO-ZZZZZZZZ', learner.cookie)).body.error.code).toBe('catalog.topic_not_found');
    expect((await getJson('/math/api/mastery/subtopics/SU-ZZZZZZZZ', learner.cookie)).status).toBe(404);
    expect((await getJson('/math/api/mastery/topics/x', learner.cookie)).status).toBe(400);
  });

  it("reaches 'Mahir' on 5 first-try solves, queues problems to confirm it 7 learner days later, and 'Menguasai' after a right delayed review", async () => {
    offset = 0;
    const path = await newPath();
    const set = [];
    for (let i = 0; i < 6; i += 1) set.push(await mcq(path.subtopic.id));
    const learner = await t.createSignedInUser();
    const cookie = `${learner.cookie}; lsm_tz=Asia/Jakarta`;
    await waitUntil(async () => (await getJson(`/math/api/mastery/subtopics/${path.subtopic.subtopicId}`, cookie)).body.level !== null, 'the outline');
    for (const problem of set.slice(0, 4)) await check(problem.problemId, 'B', cookie);
    expect((await getJson(`/math/api/mastery/subtopics/${path.subtopic.subtopicId}`, cookie)).body.level).toMatchObject({ level: 'mulai', reason: 'Mulai: 4 dari 5 soal sudah benar' });
    expect(await t.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id))).toEqual([]);
    const solvedAt = clock();
    await check(set[4]!.problemId, 'B', cookie);
    expect((await getJson(`/math/api/mastery/subtopics/${path.subtopic.subtopicId}`, cookie)).body.level).toMatchObject({
      level: 'mahir',
      label: 'Mahir',
      reason: 'Mahir: 5 dari 5 soal terakhir benar pada percobaan pertama',
    });
    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect(cards).toHaveLength(3);
    // Due at the start of the learner's day 7 days on (Jakarta, UTC+7).
    const jakartaDay = new Date(solvedAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const expectedDue = new Date(Date.parse(`${jakartaDay}T00:00:00Z`) + 7 * DAY - 7 * 3_600_000);
    for (const card of cards) expect([card.reason, card.due.toISOString()]).toEqual(['confirm', expectedDue.toISOString()]);

    offset = expectedDue.getTime() - Date.now() + 60_000;
    const due = (await getJson('/math/api/reviews', cookie)).body;
    expect(due.dueCount).toBe(3);
    const first = due.due[0].problemId;
    const answered = await (await review(first, 'B', cookie)).json();
    expect(answered.result).toMatchObject({ isCorrect: true, rating: 'good' });
    expect(answered.level).toMatchObject({ level: 'menguasai', label: 'Menguasai' });
    expect((await getJson(`/math/api/mastery/topics/${path.topic.topicId}`, cookie)).body.levels[0].level).toBe('menguasai');
    offset = 0;
  });
});

describe('queueing the cards that confirm a level', () => {
  // The statement that reads the candidates runs when a solve makes a subtopic 'Mahir'. It must cost what the subtopic
  // costs, not what the learner's history does: a learner with many first-try solves elsewhere
  // and many cards (bench/README.md, seventeenth session: 22-29 ms for a learner with 5,900).
  it("reads the learner's progress and cards problem by problem of the subtopic, in the generic plan and the custom one", async () => {
    const busy = await newPath();
    const template = await mcq(busy.subtopic.id);
    await t.sql`insert into problems (problem_id, subtopic_id, type, question_text, answer, options, is_published)
      select 'PR-Q' || lpad(g::text, 7, '0'), subtopic_id, type, question_text, answer, options, true
      from problems, generate_series(1, 600) g where id = ${template.id}`;
    const learner = await t.createSignedInUser();
    await t.sql`insert into review_cards (user_id, problem_id, reason, subtopic_id, problem_visible, entered_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state)
      select ${learner.id}, id, 'confirm', subtopic_id, true, now(), now(), 1, 1, 0, 0, 0, 0, 0, 0 from problems where subtopic_id = ${busy.subtopic.id} and problem_id like 'PR-Q%'`;
    // Statistics taken before the learner's solves, as they are for a learner who practised a lot
    // since the last ANALYZE (the bench's learner: 36 estimated, 5,901 there): a plan that starts
    // from the learner's rows looks cheap.
    await t.sql`analyze problems, user_progress, review_cards`;
    await t.sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer)
      select ${learner.id}, id, 1, true, '"B"'::jsonb from problems where subtopic_id = ${busy.subtopic.id}`;
    const target = await newPath();
    for (let i = 0; i < 3; i += 1) await mcq(target.subtopic.id);

    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Filter?: string; Plans?: PlanNode[] };
    const scans = (node: PlanNode): PlanNode[] => [...(node['Relation Name'] && node['Node Type'] !== 'ModifyTable' ? [node] : []), ...(node.Plans ?? []).flatMap(scans)];
    const parameters = [learner.id, target.subtopic.id, '2026-11-28', 7, 'Asia/Jakarta'];
    for (const mode of ['force_generic_plan', 'force_custom_plan']) {
      const plan = await t.sql.begin(async (tx) => {
        await tx.unsafe(`set local plan_cache_mode = ${mode}`);
        const [row] = await tx.unsafe(`explain (format json) ${CONFIRM_CANDIDATES}`, parameters, { prepare: true });
        // The app's client leaves json text as text (db/client.ts).
        return (JSON.parse(row!['QUERY PLAN'] as string) as [{ Plan: PlanNode }])[0].Plan;
      });
      const reads = scans(plan);
      expect(reads.find((node) => node['Relation Name'] === 'problems'), mode).toMatchObject({ 'Index Cond': expect.stringContaining('subtopic_id') });
      // Each read of the learner's rows is one problem's (p.id in its condition; PostgreSQL 15
      // shows it as the subplan's parameter, $0: the statement compares problem_id to nothing
      // else), inside the loop over the subtopic's problems, never a scan of all the learner's
      // rows to join afterwards.
      for (const node of reads.filter((read) => read['Relation Name'] === 'user_progress' || read['Relation Name'] === 'review_cards')) {
        expect(`${node['Index Cond'] ?? ''} ${node.Filter ?? ''}`, `${mode}: ${node['Relation Name']} by ${node['Index Name'] ?? node['Node Type']}`).toMatch(/problem_id = (p\.id|\$\d+)\b/);
      }
    }
  });
});

describe("the dashboard's map", () => {
  const mapOf = async (categoryId: string, cookie: string) => {
    const response = await t.request('GET', `/math/api/mastery/map?categoryId=${categoryId}`, { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { body: JSON.parse((response.headers.get('content-encoding') === 'gzip' ? zlib.gunzipSync(bytes) : bytes).toString()) as TMasteryMapResponse };
  };
  const subtopicNames = (body: TMasteryMapResponse) => body.outline.flatMap((category) => category.topics.flatMap((topic) => topic.subtopics.map((subtopic) => subtopic.subtopicName)));

  it('shows every learner the same outline, each with their own levels, and a renamed or unpublished subtopic in the next map', async () => {
    offset = 0;
    const path = await newPath();
    const second = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik Kedua', isPublished: true });
    const first = await mcq(path.subtopic.id);
    await mcq(second.id);
    const [started, newcomer, admin] = [await t.createSignedInUser(), await t.createSignedInUser(), await t.createSignedInUser('admin')];
    const categoryId = path.category.categoryId;
    await waitUntil(async () => (await mapOf(categoryId, newcomer.cookie)).body.levels.length === 2, 'the outline');
    await check(first.problemId, 'B', started.cookie);

    const [mine, theirs] = [await mapOf(categoryId, started.cookie), await mapOf(categoryId, newcomer.cookie)];
    expect(subtopicNames(mine.body)).toEqual([path.subtopic.subtopicName, 'Subtopik Kedua']);
    expect(theirs.body.outline).toEqual(mine.body.outline);
    // Each learner's levels, in the outline's order, as the topic page gives them.
    const topicLevels = async (cookie: string) =>
      (await getJson(`/math/api/mastery/topics/${path.topic.topicId}`, cookie)).body.levels.map((level: { level: string; reason: string }) => [level.level, level.reason]);
    expect(mine.body.levels).toEqual(await topicLevels(started.cookie));
    expect(theirs.body.levels).toEqual(await topicLevels(newcomer.cookie));
    expect(mine.body.levels.map(([level]) => level)).toEqual(['mahir', 'belum_mulai']);
    expect(theirs.body.levels.map(([level]) => level)).toEqual(['belum_mulai', 'belum_mulai']);

    // An admin renames the second subtopic: the next map has the new name (the outline held is dropped).
    expect((await t.request('PATCH', `/math/api/admin/subtopics/${second.subtopicId}`, { cookie: admin.cookie, body: { subtopicName: 'Subtopik Dinamai' } })).status).toBe(200);
    const renamed = await mapOf(categoryId, started.cookie);
    expect(subtopicNames(renamed.body)).toEqual([path.subtopic.subtopicName, 'Subtopik Dinamai']);
    expect(renamed.body.levels).toEqual(mine.body.levels);

    // And unpublishes the first: it leaves the map, and its level with it.
    expect((await t.request('PATCH', `/math/api/admin/subtopics/${path.subtopic.subtopicId}`, { cookie: admin.cookie, body: { isPublished: false } })).status).toBe(200);
    const unpublished = await mapOf(categoryId, started.cookie);
    expect(subtopicNames(unpublished.body)).toEqual(['Subtopik Dinamai']);
    expect(unpublished.body.levels).toEqual([['belum_mulai', 'Belum Mulai: belum ada soal yang dikerjakan']]);
  });
});

describe('next problem and Lanjutkan', () => {
  it('gives the next unsolved problem of the subtopic, never one of another; names the next subtopic apart; 404 for an unknown one', async () => {
    offset = 0;
    const category = await createCategory(t.db, { name: 'Urutan', isPublished: true });
    const topic = await createTopic(t.db, { categoryId: category.id, name: 'Topik Urutan', isPublished: true });
    const first = await createSubtopic(t.db, { topicId: topic.id, name: 'Pertama', isPublished: true, sortOrder: 1 });
    const second = await createSubtopic(t.db, { topicId: topic.id, name: 'Kedua', isPublished: true, sortOrder: 2 });
    const [p1, p2, p3] = [await mcq(first.id), await mcq(first.id), await mcq(first.id)];
    const q1 = await mcq(second.id);
    const learner = await t.createSignedInUser();
    const nextOf = async (after: string, cookie?: string) => (await getJson(`/math/api/next-problem?after=${after}`, cookie)).body;
    const kedua = { categoryId: category.categoryId, topicId: topic.topicId, subtopicId: second.subtopicId, subtopicName: 'Kedua' };
    await waitUntil(async () => (await nextOf(p3.problemId)).nextSubtopic?.subtopicId === second.subtopicId, 'the outline');
    // A guest: by order within the subtopic; at its last problem, no next problem but the next subtopic, named.
    expect(await nextOf(p1.problemId)).toEqual({
      next: { categoryId: category.categoryId, topicId: topic.topicId, subtopicId: first.subtopicId, problemId: p2.problemId, subtopicName: 'Pertama' },
      nextSubtopic: kedua,
    });
    expect(await nextOf(p3.problemId)).toEqual({ next: null, nextSubtopic: kedua });
    await check(p2.problemId, 'B', learner.cookie);
    expect((await nextOf(p1.problemId, learner.cookie)).next.problemId).toBe(p3.problemId);
    await check(p3.problemId, 'B', learner.cookie);
    // p1 is still unsolved: the subtopic comes first.
    expect((await nextOf(p3.problemId, learner.cookie)).next.problemId).toBe(p1.problemId);
    await check(p1.problemId, 'B', learner.cookie);
    // The subtopic is finished: no silent jump into the next one, which is offered by name.
    expect(await nextOf(p3.problemId, learner.cookie)).toEqual({ next: null, nextSubtopic: kedua });
    // The dashboard's 'Lanjutkan' names the subtopic it leads to, and goes on there.
    const dashboard = (await getJson('/math/api/dashboard', learner.cookie)).body;
    expect(dashboard.next).toMatchObject({ kind: 'continue', link: { problemId: q1.problemId }, subtopicName: 'Kedua' });
    // A learner who finished the next subtopic too is offered none (the category ends there).
    await check(q1.problemId, 'B', learner.cookie);
    expect(await nextOf(p3.problemId, learner.cookie)).toEqual({ next: null, nextSubtopic: null });
    expect((await nextOf(p3.problemId)).nextSubtopic).toEqual(kedua);
    expect((await getJson('/math/api/next-problem?after=PR-ZZZZZZZZ')).body.error.code).toBe('practice.problem_not_found');
    expect((await getJson('/math/api/next-problem?after=nope')).status).toBe(400);
    expect((await getJson('/math/api/next-problem')).status).toBe(400);
  });

  it("starts a newcomer on the first subtopic not yet 'Mahir'", async () => {
    const learner = await t.createSignedInUser();
    const dashboard = (await getJson('/math/api/dashboard', learner.cookie)).body;
    expect(dashboard.reviews).toEqual({ dueCount: 0, nextDueAt: null });
    expect(dashboard.next).toMatchObject({ kind: 'start', level: 'belum_mulai' });
    expect(dashboard.next.link.problemId).toMatch(/^PR-/);
  });
});
