import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountLearners } from '../learning';
import { inputProblemRequest } from '../test/content-requests';
import { learnerStatsDrift, learnerSubtopicStatsDrift, reviewCardDrift } from '../test/learner-stats-drift';
import { createTestApp, type TestApp } from '../test/test-app';
import { createProblem, createPublishedPath, createSubtopic } from './factories';

// Issue 50: learner_stats, learner_subtopic_stats and the review cards' problem columns are
// written by the code that changes what they follow (answers, reviews, an admin's deletes, moves
// and publication), not by triggers. These tests hold them, after every kind of write the app
// makes, to a fresh count made in TypeScript (test/learner-stats-drift.ts).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
});
afterAll(() => t.close());

const API = '/math/api';
const check = (problemId: string, answer: string, cookie: string) => t.request('POST', `${API}/problems/${problemId}/check`, { body: { answer }, cookie });
const bulk = (action: string, problemIds: string[], extra: Record<string, unknown> = {}) =>
  t.request('POST', `${API}/admin/problems/bulk`, { cookie: admin, body: { action, selection: { problemIds }, ...extra } });

async function expectNoDrift(step: string) {
  expect([step, await learnerStatsDrift(t.sql), await learnerSubtopicStatsDrift(t.sql), await reviewCardDrift(t.sql)]).toEqual([step, {}, [], []]);
}

describe("learners' counters and cards", () => {
  it('match a fresh count after answers, an admin hiding, moving and deleting problems, and whole subtopics and topics deleted', async () => {
    const first = await createPublishedPath(t.db);
    const second = await createSubtopic(t.db, { topicId: first.topic.id, name: 'Kedua', isPublished: true });
    const elsewhere = await createPublishedPath(t.db, { category: 'Lain', topic: 'Lain', subtopic: 'Lain' });
    const problem = (subtopicId: number, i: number) => createProblem(t.db, { subtopicId, type: 'input', questionText: `Soal ${i}`, answer: '1', isPublished: true });
    const [p1, p2, p3, p4, p5] = [await problem(first.subtopic.id, 1), await problem(first.subtopic.id, 2), await problem(first.subtopic.id, 3), await problem(second.id, 4), await problem(elsewhere.subtopic.id, 5)];
    const [ani, budi] = [await t.createSignedInUser(), await t.createSignedInUser()];
    const steps: [string, () => Promise<unknown>][] = [
      ['a wrong first answer', () => check(p1.problemId, '2', ani.cookie)],
      ['the same wrong answer again', () => check(p1.problemId, '2', ani.cookie)],
      ['a right second answer (a retry card)', () => check(p1.problemId, '1', ani.cookie)],
      ['first-try solves in two subtopics and two topics', async () => {
        for (const p of [p2, p3, p4, p5]) await check(p.problemId, '1', ani.cookie);
      }],
      ['eight different wrong answers at once, then a right one', async () => {
        await Promise.all(['2', '3', '4', '5', '6', '7', '8', '9'].map((answer) => check(p1.problemId, answer, budi.cookie)));
        await check(p1.problemId, '1', budi.cookie);
      }],
      ['the same right answer 20 times at once', () => Promise.all(Array.from({ length: 20 }, () => check(p2.problemId, '1', budi.cookie)))],
      ['a wrong answer left unsolved', () => check(p3.problemId, '0', budi.cookie)],
      ['a problem with cards unpublished', () => bulk('unpublish', [p1.problemId])],
      ['and published again', () => bulk('publish', [p1.problemId])],
      ['problems moved to another subtopic', () => bulk('move', [p1.problemId, p2.problemId], { subtopicId: second.subtopicId })],
      ['a problem saved into another subtopic, unpublished', async () => {
        const version = (await t.sql<{ version: number }[]>`select version from problems where id = ${p1.id}`)[0]!.version;
        const body = { ...inputProblemRequest(first.subtopic.subtopicId, 'Soal 1'), version, isPublished: false };
        expect((await t.request('PUT', `${API}/admin/problems/${p1.problemId}`, { cookie: admin, body })).status).toBe(200);
      }],
      ['a problem deleted', () => t.request('DELETE', `${API}/admin/problems/${p3.problemId}`, { cookie: admin })],
      ['problems deleted together', () => bulk('delete', [p1.problemId])],
      ['a subtopic deleted with its problems', () => t.request('DELETE', `${API}/admin/subtopics/${second.subtopicId}`, { cookie: admin })],
      ['a category deleted with its problems', () => t.request('DELETE', `${API}/admin/categories/${elsewhere.category.categoryId}`, { cookie: admin })],
      ['a learner deleted', () => t.sql`delete from users where id = ${budi.id}`],
    ];
    for (const [step, write] of steps) {
      const result = await write();
      if (result instanceof Response) expect([step, result.status]).toEqual([step, 200]);
      await expectNoDrift(step);
    }
  });

  it('are what recountLearners counts from progress, attempts and reviews, recent first tries included', async () => {
    const { subtopic } = await createPublishedPath(t.db, { category: 'Hitung', topic: 'Hitung', subtopic: 'Hitung' });
    const learner = await t.createSignedInUser();
    // First tries, oldest first: right, wrong (right on the 2nd), right, right, right, right, wrong.
    const answers = [['1'], ['2', '1'], ['1'], ['1'], ['1'], ['1'], ['0']];
    for (const [i, tries] of answers.entries()) {
      const made = await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: `Hitung ${i}`, answer: '1', isPublished: true });
      for (const answer of tries) await check(made.problemId, answer, learner.cookie);
    }
    const read = () => t.sql`select * from learner_subtopic_stats where user_id = ${learner.id} and subtopic_id = ${subtopic.id}`;
    const [written] = await read();
    // The latest 5 first tries, latest as bit 0: wrong, right, right, right, right.
    expect(written).toMatchObject({ attempted: 7, solved: 6, first_tries: 7, recent_first_tries: 5, recent_first_try_bits: 0b11110 });
    await t.sql`update learner_subtopic_stats set recent_first_tries = 0, recent_first_try_bits = 0, attempted = 99 where user_id = ${learner.id}`;
    await recountLearners(t.sql, [learner.id]);
    expect((await read())[0]).toEqual(written);
    await expectNoDrift('recounted');
  });
});
