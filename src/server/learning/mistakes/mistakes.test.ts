import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimeZone } from '../../../core/dashboard';
import { createProblem, createPublishedPath, createSubtopic } from '../../db/factories';
import { createTryout } from '../../db/tryout-factories';
import { reviewCards, subtopics } from '../../db/schema';
import { MISTAKES_LIST_LIMIT } from '../../../core/mistakes';
import { recountLearners } from '../learning/learner-state';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

// Issue 52.3 and 52.4 through the HTTP API (decision 086): a wrong answer queues its problem for
// the start of the learner's next day, 'Soal yang pernah salah' lists what a learner ever answered
// wrong, and a review's answer comes back with its grade. The clock is real time plus `offset`.
const HOUR = 3_600_000;
let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

let paths = 0;
const newPath = () => createPublishedPath(t.db, { category: `Kategori ${++paths}`, topic: `Topik ${paths}`, subtopic: `Subtopik ${paths}` });
const mcq = (subtopicId: number, extra: { isPublished?: boolean; questionText?: string; sortOrder?: number } = {}) =>
  createProblem(t.db, { subtopicId, type: 'mcq', questionText: 'Berapa 1 + 1?', options: { A: '1', B: '2', C: '3' }, answer: 'B', ...extra });
const check = async (problemId: string, answer: unknown, cookie: string) =>
  (await (await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie })).json()).result;
const getJson = async (url: string, cookie?: string) => {
  const response = await t.request('GET', url, { cookie });
  return { status: response.status, body: await response.json() };
};
const cardsOf = (userId: string) => t.db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
const zoned = (cookie: string, zone: string) => `${cookie}; lsm_tz=${encodeURIComponent(zone)}`;

/** The instant the learner's next day starts in a zone `hoursEast` of UTC without daylight saving. */
function nextDayStart(now: Date, zone: string, hoursEast: number) {
  const [year, month, day] = dateInTimeZone(now, zone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - hoursEast * HOUR);
}

describe('a wrong answer comes back', () => {
  it("queues the problem at its first wrong answer, due at the start of the learner's next day in their zone", async () => {
    offset = 0;
    const path = await newPath();
    const [inJayapura, inJakarta] = [await mcq(path.subtopic.id), await mcq(path.subtopic.id)];
    const learner = await t.createSignedInUser();
    const before = clock();
    expect((await check(inJayapura.problemId, 'A', zoned(learner.cookie, 'Asia/Jayapura'))).isCorrect).toBe(false);
    // No zone said (the dashboard sets the cookie): the default, Asia/Jakarta.
    expect((await check(inJakarta.problemId, 'A', learner.cookie)).isCorrect).toBe(false);
    const cards = await cardsOf(learner.id);
    const jayapura = cards.find((card) => card.problemId === inJayapura.id)!;
    const jakarta = cards.find((card) => card.problemId === inJakarta.id)!;
    expect(jayapura).toMatchObject({ reason: 'mistake', reps: 0, subtopicId: path.subtopic.id, problemVisible: true });
    expect(jayapura.due.toISOString()).toBe(nextDayStart(before, 'Asia/Jayapura', 9).toISOString());
    expect(jakarta).toMatchObject({ reason: 'mistake', reps: 0 });
    expect(jakarta.due.toISOString()).toBe(nextDayStart(before, 'Asia/Jakarta', 7).toISOString());
    expect(jayapura.enteredAt.getTime()).toBeGreaterThanOrEqual(before.getTime());

    // Not due yet; the list says when. At the start of the next day it is due, with its reason.
    const early = await getJson('/math/api/reviews', learner.cookie);
    expect(early.body).toMatchObject({ dueCount: 0, nextDueAt: jayapura.due.toISOString() });
    offset = jakarta.due.getTime() - Date.now() + 1_000;
    const due = await getJson('/math/api/reviews', learner.cookie);
    expect(due.body.dueCount).toBe(2);
    expect(due.body.due.map((item: { problemId: string; reason: string }) => [item.problemId, item.reason])).toEqual([
      [inJayapura.problemId, 'mistake'],
      [inJakarta.problemId, 'mistake'],
    ]);
    offset = 0;
  });

  it('queues nothing for a problem solved at once, and one card for a problem answered wrong twice and then solved', async () => {
    offset = 0;
    const path = await newPath();
    const [atOnce, stubborn] = [await mcq(path.subtopic.id), await mcq(path.subtopic.id)];
    const learner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    expect((await check(atOnce.problemId, 'B', learner.cookie)).isCorrect).toBe(true);
    expect(await cardsOf(learner.id)).toEqual([]);

    expect((await check(stubborn.problemId, 'A', learner.cookie)).isCorrect).toBe(false);
    const [first] = await cardsOf(learner.id);
    offset = 2 * HOUR;
    expect((await check(stubborn.problemId, 'C', learner.cookie)).isCorrect).toBe(false);
    // Solved before the card is due: the card stays as the first wrong answer made it (decision 086).
    expect((await check(stubborn.problemId, 'B', learner.cookie)).isCorrect).toBe(true);
    expect(await cardsOf(learner.id)).toEqual([first]);
    expect(first).toMatchObject({ reason: 'mistake', problemId: stubborn.id });
    // Another learner's queue is untouched.
    expect(await cardsOf(other.id)).toEqual([]);
    expect((await getJson('/math/api/reviews', other.cookie)).body).toEqual({ due: [], dueCount: 0, nextDueAt: null });
    offset = 0;
  });

  it('sends the answer graded back with a review: the learner sees their own beside the key, a repeat the same', async () => {
    offset = 0;
    const path = await newPath();
    const problem = await mcq(path.subtopic.id);
    const learner = await t.createSignedInUser();
    await check(problem.problemId, 'A', learner.cookie);
    const [card] = await cardsOf(learner.id);
    offset = card!.due.getTime() - Date.now() + 1_000;
    const review = async (answer: unknown) => (await t.request('POST', `/math/api/reviews/${problem.problemId}/answer`, { body: { answer }, cookie: learner.cookie })).json();
    const wrong = await review('C');
    expect(wrong.result).toMatchObject({ isCorrect: false, rating: 'again', isRepeat: false, answer: 'C' });
    expect(wrong.reveal.answer).toBe('B');
    const repeat = await review('C');
    expect(repeat.result).toMatchObject({ isCorrect: false, isRepeat: true, answer: 'C' });
    offset = 0;
  });
});

describe('Soal yang pernah salah', () => {
  it('lists the problems of a subtopic and of a topic the learner ever answered wrong, solved or not, in order', async () => {
    offset = 0;
    const path = await newPath();
    const second = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik Kedua', sortOrder: 1, isPublished: true });
    const [p1, p2, p3, p4] = [
      await mcq(path.subtopic.id, { questionText: 'Soal satu', sortOrder: 1 }),
      await mcq(path.subtopic.id, { questionText: 'Soal dua', sortOrder: 2 }),
      await mcq(path.subtopic.id, { questionText: 'Soal tiga', sortOrder: 3 }),
      await mcq(path.subtopic.id, { questionText: 'Soal empat', sortOrder: 4 }),
    ];
    const q1 = await mcq(second.id, { questionText: 'Soal kedua satu' });
    const learner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    await check(p1.problemId, 'B', learner.cookie); // solved at once: not listed
    await check(p2.problemId, 'A', learner.cookie); // wrong, then solved
    await check(p2.problemId, 'B', learner.cookie);
    await check(p3.problemId, 'C', learner.cookie); // wrong, left unsolved
    await check(q1.problemId, 'A', learner.cookie);
    await check(p4.problemId, 'A', other.cookie); // another learner's

    const bySubtopic = await getJson(`/math/api/mistakes?subtopic=${path.subtopic.subtopicId}`, learner.cookie);
    expect(bySubtopic.status).toBe(200);
    expect(bySubtopic.body.place).toEqual({
      categoryId: path.category.categoryId,
      categoryName: path.category.categoryName,
      topicId: path.topic.topicId,
      topicName: path.topic.topicName,
      subtopicId: path.subtopic.subtopicId,
      subtopicName: path.subtopic.subtopicName,
    });
    expect(bySubtopic.body.count).toBe(2);
    expect(bySubtopic.body.problems).toEqual([
      expect.objectContaining({ problemId: p2.problemId, number: 2, isSolved: true, subtopicId: path.subtopic.subtopicId, categoryId: path.category.categoryId, topicId: path.topic.topicId }),
      expect.objectContaining({ problemId: p3.problemId, number: 3, isSolved: false, subtopicName: path.subtopic.subtopicName }),
    ]);
    expect(bySubtopic.body.problems[0].previewHtml).toContain('Soal dua');
    expect(JSON.stringify(bySubtopic.body)).not.toMatch(/"answer"|solution/);

    const byTopic = await getJson(`/math/api/mistakes?topic=${path.topic.topicId}`, learner.cookie);
    expect(byTopic.body.place.subtopicId).toBeNull();
    expect(byTopic.body.problems.map((item: { problemId: string }) => item.problemId)).toEqual([p2.problemId, p3.problemId, q1.problemId]);
    expect(byTopic.body.problems[2]).toMatchObject({ subtopicId: second.subtopicId, subtopicName: 'Subtopik Kedua', number: 1, isSolved: false });
    expect((await getJson(`/math/api/mistakes/count?topic=${path.topic.topicId}`, learner.cookie)).body).toEqual({ count: 3 });
    expect((await getJson(`/math/api/mistakes/count?subtopic=${second.subtopicId}`, learner.cookie)).body).toEqual({ count: 1 });

    // Only one's own: the other learner has p4 alone.
    expect((await getJson(`/math/api/mistakes?topic=${path.topic.topicId}`, other.cookie)).body.problems.map((item: { problemId: string }) => item.problemId)).toEqual([p4.problemId]);
  });

  it('leaves out drafts and hidden subtopics, and counts practice answers only (a wrong review changes no progress)', async () => {
    offset = 0;
    const path = await newPath();
    const hidden = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik Tersembunyi', sortOrder: 1, isPublished: true });
    const [reviewed, wrong, unpublished] = [await mcq(path.subtopic.id), await mcq(path.subtopic.id), await mcq(path.subtopic.id)];
    const inHidden = await mcq(hidden.id);
    const learner = await t.createSignedInUser();
    // Solved at once, then answered wrong in a review (its card written as a confirmation would be).
    await check(reviewed.problemId, 'B', learner.cookie);
    await t.sql`insert into review_cards (user_id, problem_id, reason, subtopic_id, entered_at, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state)
      values (${learner.id}, ${reviewed.id}, 'confirm', ${path.subtopic.id}, now() - interval '8 days', now() - interval '1 day', 0, 0, 0, 0, 0, 0, 0, 0)`;
    const answered = await t.request('POST', `/math/api/reviews/${reviewed.problemId}/answer`, { body: { answer: 'A' }, cookie: learner.cookie });
    expect((await answered.json()).result).toMatchObject({ isCorrect: false, answer: 'A' });
    await check(wrong.problemId, 'A', learner.cookie);
    await check(unpublished.problemId, 'A', learner.cookie);
    await check(inHidden.problemId, 'A', learner.cookie);
    const listed = async () => (await getJson(`/math/api/mistakes?topic=${path.topic.topicId}`, learner.cookie)).body.problems.map((item: { problemId: string }) => item.problemId);
    const counted = async () => (await getJson(`/math/api/mistakes/count?topic=${path.topic.topicId}`, learner.cookie)).body.count;
    expect(await listed()).toEqual([wrong.problemId, unpublished.problemId, inHidden.problemId]);
    expect(await counted()).toBe(3);

    // A draft again and a hidden subtopic: gone from the lists and the counts; the hidden subtopic's own list is 404.
    const admin = (await t.createSignedInUser('admin')).cookie;
    const bulk = await t.request('POST', '/math/api/admin/problems/bulk', { cookie: admin, body: { action: 'unpublish', selection: { problemIds: [unpublished.problemId] } } });
    expect(bulk.status).toBe(200);
    expect(await listed()).toEqual([wrong.problemId, inHidden.problemId]);
    expect((await getJson(`/math/api/mistakes?topic=${path.topic.topicId}`, learner.cookie)).body.count).toBe(2);
    // The link's count reads the learner's counters, which an unpublishing leaves as they are (decision 086).
    expect(await counted()).toBe(3);
    await t.db.update(subtopics).set({ isPublished: false }).where(eq(subtopics.id, hidden.id));
    await waitUntil(async () => (await listed()).length === 1, 'the hidden subtopic to leave the list');
    expect(await listed()).toEqual([wrong.problemId]);
    expect(await counted()).toBe(2);
    const gone = await getJson(`/math/api/mistakes?subtopic=${hidden.subtopicId}`, learner.cookie);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'catalog.subtopic_not_found']);
  });

  it('lists a problem a tryout holds without its question', async () => {
    offset = 0;
    const path = await newPath();
    const problem = await mcq(path.subtopic.id, { questionText: 'Rahasia tryout' });
    const learner = await t.createSignedInUser();
    await check(problem.problemId, 'A', learner.cookie);
    const now = clock();
    const tryout = await createTryout(t.db, {
      opensAt: new Date(now.getTime() - HOUR),
      closesAt: new Date(now.getTime() + HOUR),
      published: true,
      sections: [{ name: 'Bagian 1', durationSeconds: 600, problemIds: [problem.id] }],
    });
    const [item] = (await getJson(`/math/api/mistakes?subtopic=${path.subtopic.subtopicId}`, learner.cookie)).body.problems;
    expect(item).toMatchObject({ problemId: problem.problemId, inTryout: true, previewHtml: null, isSolved: false });
    expect(JSON.stringify(item)).not.toContain('Rahasia');
    expect(tryout).toBeDefined();
  });

  it('cuts a long topic list at MISTAKES_LIST_LIMIT in the subtopics\' order and says how many there are', async () => {
    const path = await newPath();
    const second = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik B', sortOrder: 1, isPublished: true });
    const third = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik C', sortOrder: 2, isPublished: true });
    const learner = await t.createSignedInUser();
    const wrongIn = async (subtopicId: number, count: number) => {
      for (let n = 1; n <= count; n += 1) {
        const problem = await mcq(subtopicId, { sortOrder: n });
        await t.sql`insert into user_progress (user_id, problem_id, attempts_count, is_correct, last_answer) values (${learner.id}, ${problem.id}, 1, false, '"A"')`;
      }
    };
    await wrongIn(path.subtopic.id, 60);
    await wrongIn(second.id, 60);
    await wrongIn(third.id, 1);
    // Progress written by hand is counted as an answer would have counted it.
    await recountLearners(t.sql, [learner.id]);
    const list = (await getJson(`/math/api/mistakes?topic=${path.topic.topicId}`, learner.cookie)).body;
    expect(list.problems).toHaveLength(MISTAKES_LIST_LIMIT);
    expect(list.count).toBe(121);
    expect(list.problems.at(-1)).toMatchObject({ subtopicId: second.subtopicId, number: MISTAKES_LIST_LIMIT - 60 });
    expect((await getJson(`/math/api/mistakes/count?topic=${path.topic.topicId}`, learner.cookie)).body).toEqual({ count: 121 });
  });

  it('answers 401 to guests, 400 without exactly one of subtopic and topic, 404 for an unknown one', async () => {
    const path = await newPath();
    const learner = await t.createSignedInUser();
    for (const url of [`/math/api/mistakes?subtopic=${path.subtopic.subtopicId}`, `/math/api/mistakes/count?topic=${path.topic.topicId}`]) {
      const guest = await getJson(url);
      expect([guest.status, guest.body.error.code]).toEqual([401, expect.any(String)]);
    }
    for (const query of ['', `?subtopic=${path.subtopic.subtopicId}&topic=${path.topic.topicId}`, '?subtopic=bukan-kode', '?kategori=x']) {
      expect((await getJson(`/math/api/mistakes${query}`, learner.cookie)).status, query).toBe(400);
    }
    const unknown = await getJson('/math/api/mistakes?topic=TO-ZZZZZZZZ', learner.cookie);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'catalog.topic_not_found']);
    expect((await getJson(`/math/api/mistakes?subtopic=${path.subtopic.subtopicId}`, learner.cookie)).body).toMatchObject({ count: 0, problems: [] });
  });
});
