import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath, createSubtopic } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

// Issue 52.5 (decision 087) through the HTTP API: the level endpoint's progress ("x dari y
// selesai" and the next step), the check's moment (reaching 'Mahir', finishing the subtopic), and
// 'Soal berikutnya' at the subtopic's end.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (problemId: string, answer: unknown, cookie?: string) =>
  (await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie })).json();
const levelOf = async (subtopicCode: string, cookie: string) => (await t.request('GET', `/math/api/mastery/subtopics/${subtopicCode}`, { cookie })).json();

let paths = 0;
async function subtopicWith(count: number) {
  const path = await createPublishedPath(t.db, { category: `Momen ${++paths}`, topic: `Topik Momen ${paths}`, subtopic: `Subtopik Momen ${paths}` });
  const problems = [];
  for (let i = 0; i < count; i += 1) {
    problems.push(await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: `Soal ${i}`, options: { A: '1', B: '2' }, answer: 'B' }));
  }
  return { path, problems };
}

describe('the level endpoint tells progress and the next step', () => {
  it('moves "x dari y selesai" and the next step as a learner solves, through Mahir', async () => {
    const { path, problems } = await subtopicWith(7);
    const learner = await t.createSignedInUser();
    const code = path.subtopic.subtopicId;
    await waitUntil(async () => (await levelOf(code, learner.cookie)).level !== null, 'the outline');
    expect(await levelOf(code, learner.cookie)).toMatchObject({
      level: { level: 'belum_mulai' },
      progress: { solved: 0, published: 7, solvedText: '0 dari 7 selesai', nextStep: '5 soal benar pada percobaan pertama untuk Mahir' },
    });
    for (const problem of problems.slice(0, 3)) await check(problem.problemId, 'B', learner.cookie);
    expect((await levelOf(code, learner.cookie)).progress).toEqual({
      solved: 3,
      published: 7,
      solvedText: '3 dari 7 selesai',
      nextStep: '2 lagi benar pada percobaan pertama untuk Mahir',
    });
    // A wrong first try: attempted, not solved; 2 more right ones still make 4 of the last 5.
    await check(problems[3]!.problemId, 'A', learner.cookie);
    expect((await levelOf(code, learner.cookie)).progress).toMatchObject({ solvedText: '3 dari 7 selesai', nextStep: '2 lagi benar pada percobaan pertama untuk Mahir' });
    for (const problem of problems.slice(4, 6)) await check(problem.problemId, 'B', learner.cookie);
    expect(await levelOf(code, learner.cookie)).toMatchObject({
      level: { level: 'mahir' },
      progress: { solvedText: '5 dari 7 selesai', nextStep: 'Untuk Menguasai: jawab benar ulangan 7 hari setelah Mahir, di Ulang Soal.' },
    });
  });

  it('has no progress for a subtopic without published problems, and refuses guests', async () => {
    const { path } = await subtopicWith(0);
    const empty = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Kosong', isPublished: true });
    const learner = await t.createSignedInUser();
    await waitUntil(async () => (await t.request('GET', `/math/api/mastery/subtopics/${empty.subtopicId}`, { cookie: learner.cookie })).status === 200, 'the outline');
    expect(await levelOf(empty.subtopicId, learner.cookie)).toEqual({ level: null, progress: null });
    expect((await t.request('GET', `/math/api/mastery/subtopics/${empty.subtopicId}`)).status).toBe(401);
  });
});

describe("the check's moment", () => {
  it("says when an answer reaches 'Mahir' (once) and when it finishes the subtopic", async () => {
    const { path, problems } = await subtopicWith(7);
    const learner = await t.createSignedInUser();
    await waitUntil(async () => (await levelOf(path.subtopic.subtopicId, learner.cookie)).level !== null, 'the outline');
    // A wrong answer, then the same problem solved: no moment yet.
    expect((await check(problems[0]!.problemId, 'A', learner.cookie)).moment).toBeNull();
    expect((await check(problems[0]!.problemId, 'B', learner.cookie)).moment).toBeNull();
    const moments = [];
    for (const problem of problems.slice(1)) moments.push((await check(problem.problemId, 'B', learner.cookie)).moment);
    // Solves 2-7: at the fifth solve, 5 are solved and the last 5 first tries hold 4 right (the
    // wrong one among them): 'Mahir', told once; the seventh finishes the subtopic.
    expect(moments).toEqual([null, null, null, { reachedMahir: true, finishedSubtopic: false }, null, { reachedMahir: false, finishedSubtopic: true }]);
    // The same answer again to a solved problem (a repeat): no moment again.
    expect((await check(problems[6]!.problemId, 'B', learner.cookie)).moment).toBeNull();
  });

  it('tells both at once for a small subtopic solved at once, and nothing to a guest', async () => {
    const { path, problems } = await subtopicWith(2);
    const learner = await t.createSignedInUser();
    await waitUntil(async () => (await levelOf(path.subtopic.subtopicId, learner.cookie)).level !== null, 'the outline');
    expect((await check(problems[0]!.problemId, 'B', learner.cookie)).moment).toBeNull();
    expect((await check(problems[1]!.problemId, 'B', learner.cookie)).moment).toEqual({ reachedMahir: true, finishedSubtopic: true });
    const guest = await check(problems[1]!.problemId, 'B');
    expect(guest.result.isCorrect).toBe(true);
    expect(guest.moment).toBeNull();
  });
});
