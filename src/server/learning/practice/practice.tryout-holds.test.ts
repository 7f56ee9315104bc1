import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems } from '../../db/schema';
import { createTryout } from '../../db/tryout-factories';
import { createAssignment, createClass, dueIn, joinClass } from '../../test/classes';
import { tryoutTestContext } from '../../test/tryouts';
import { createTryoutScoring } from '../../tryouts';

// Issue 49, point 3 (decision 068): a problem a published tryout lists is out of practice until the
// tryout's final scores. Guests checked a running section's problems and read their keys; a sitter's
// own right check returned the key and the solution. No way round the sitting reaches them now.

const API = '/math/api';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SOLUTION = 'KUNCI-RAHASIA: bagi kedua ruas dengan 2';
const QUESTION = 'Nilai x jika 2x = 14?';
const IN_TRYOUT = 'practice.problem_in_tryout';

const c = tryoutTestContext();
let paths = 0;

// An mcq of a subtopic of its own (key C), and the API addresses of its page and its list.
async function practiceProblem() {
  const path = await createPublishedPath(c.t.db, { category: 'Aljabar', topic: 'Persamaan', subtopic: `Persamaan Linear ${++paths}` });
  const problem = await createProblem(c.t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: QUESTION, options: { A: '5', B: '6', C: '7', D: '8' }, answer: 'C', solutionText: SOLUTION, isPublic: true });
  const list = `${API}/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`;
  return { problem, list, page: `${list}/problems/${problem.problemId}` };
}

// A one-section tryout listing `problemId`, open from a minute ago for an hour (a draft unless `published`).
const tryoutOf = (problemId: number, published = true) =>
  createTryout(c.t.db, {
    opensAt: new Date(c.time.clock().getTime() - MINUTE),
    closesAt: new Date(c.time.clock().getTime() + 60 * MINUTE),
    published,
    sections: [{ name: 'Penalaran Matematika', durationSeconds: 600, problemIds: [problemId] }],
  });

async function finallyScored(tryoutId: string) {
  c.time.move(61 * MINUTE);
  await createTryoutScoring({ db: c.t.db, clock: c.time.clock }).finalize(tryoutId);
  // The final scores are announced by Postgres (migration 0027), as for a job run on another server.
  await c.t.contentChanges.settled();
}

const send = async (method: string, path: string, cookie?: string, body?: unknown) => {
  const response = await c.t.request(method, path, { cookie, body });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
};
const check = (problemCode: string, answer: string, cookie?: string) => send('POST', `${API}/problems/${problemCode}/check`, cookie, { answer });

describe('a problem a running tryout lists', () => {
  it("is not checked for guests nor for its sitters, and no refusal carries its key or solution", async () => {
    const { problem } = await practiceProblem();
    const tryout = await tryoutOf(problem.id);
    await c.t.contentChanges.settled();
    const sitter = await c.t.createSignedInUser();
    expect((await c.api.start(tryout.id, sitter.cookie)).status).toBe(200);

    const refusals = [...(await Promise.all(['A', 'B', 'C', 'D'].map((choice) => check(problem.problemId, choice)))), await check(problem.problemId, 'C', sitter.cookie)];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe(IN_TRYOUT);
      expect(refused.text).not.toContain(SOLUTION);
      expect(refused.text).not.toContain('"C"');
    }
    // The sitting still takes the answer, and tells nothing of it.
    const saved = await c.api.save(tryout.id, sitter.cookie, problem.problemId, 'C');
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(SOLUTION);
  });

  it('shows on its practice page only where it sits and why, even to a learner who solved it before, and is practice again after the final scores', async () => {
    const { problem, page, list } = await practiceProblem();
    const solver = await c.t.createSignedInUser();
    expect((await check(problem.problemId, 'C', solver.cookie)).body.result.isCorrect).toBe(true);
    // Both held in memory by now, as any opened page is.
    expect((await send('GET', `${page}/progress`, solver.cookie)).body.reveal.solution.html).toContain('KUNCI-RAHASIA');
    expect((await send('GET', page)).body.problem.questionHtml).toContain('Nilai x');

    const tryout = await tryoutOf(problem.id, false);
    const admin = await c.t.createSignedInUser('admin');
    expect((await send('POST', `${API}/admin/tryouts/${tryout.id}/publish`, admin.cookie)).status).toBe(200);

    for (const cookie of [undefined, solver.cookie]) {
      const held = await send('GET', page, cookie);
      expect(held.status).toBe(200);
      expect(held.body).toMatchObject({ problem: null, inTryout: { number: 1 }, progress: null, reveal: null });
      expect(held.body.breadcrumb.subtopic.subtopicName).toMatch(/^Persamaan Linear/);
      for (const secret of [SOLUTION, 'Nilai x', '"C"']) expect(held.text).not.toContain(secret);
      if (cookie) {
        // Nor the solver's own part: their last answer to a solved problem is its key.
        const own = await send('GET', `${page}/progress`, cookie);
        expect(own.body).toEqual({ progress: null, reveal: null });
        for (const secret of [SOLUTION, 'Nilai x', '"C"']) expect(own.text).not.toContain(secret);
      }
      const cards = await send('GET', list, cookie);
      expect(cards.body.problems).toEqual([expect.objectContaining({ problemId: problem.problemId, number: 1, inTryout: true, previewHtml: '' })]);
      expect(cards.text).not.toContain('Nilai x');
    }

    await finallyScored(tryout.id);
    const again = await send('GET', page, solver.cookie);
    expect(again.body).toMatchObject({ inTryout: null, problem: { problemId: problem.problemId } });
    const own = await send('GET', `${page}/progress`, solver.cookie);
    expect(own.body).toMatchObject({ progress: { isCorrect: true } });
    expect(own.body.reveal.solution.html).toContain('KUNCI-RAHASIA');
    expect((await check(problem.problemId, 'C')).body.reveal.answer).toBe('C');
    expect((await send('GET', list)).body.problems[0]).toMatchObject({ inTryout: false, previewHtml: expect.stringContaining('Nilai x') });
  });

  it("waits out of the learner's review queue: not listed, opened or answered until the final scores", async () => {
    const { problem } = await practiceProblem();
    const learner = await c.t.createSignedInUser();
    // Solved after a wrong try: the problem enters the review queue, due within days.
    await check(problem.problemId, 'A', learner.cookie);
    await check(problem.problemId, 'C', learner.cookie);
    c.time.move(30 * DAY);
    const listed = async () => (await send('GET', `${API}/reviews`, learner.cookie)).body.due.map((item: { problemId: string }) => item.problemId);
    expect(await listed()).toContain(problem.problemId);

    const tryout = await tryoutOf(problem.id);
    await c.t.contentChanges.settled();
    expect(await listed()).not.toContain(problem.problemId);
    const opened = await send('GET', `${API}/reviews/${problem.problemId}`, learner.cookie);
    const answered = await send('POST', `${API}/reviews/${problem.problemId}/answer`, learner.cookie, { answer: 'C' });
    for (const refused of [opened, answered]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe(IN_TRYOUT);
      expect(refused.text).not.toContain(SOLUTION);
    }

    await finallyScored(tryout.id);
    expect(await listed()).toContain(problem.problemId);
    expect((await send('POST', `${API}/reviews/${problem.problemId}/answer`, learner.cookie, { answer: 'C' })).body.reveal.answer).toBe('C');
  });

  it('gives no hint and no way out to a learner stuck on it before the tryout (issue 52), and both again after the final scores', async () => {
    const { problem } = await practiceProblem();
    await c.t.db.update(problems).set({ hints: ['PETUNJUK-RAHASIA: bagi dengan 2'] }).where(eq(problems.id, problem.id));
    await c.t.contentChanges.settled();
    const learner = await c.t.createSignedInUser();
    await check(problem.problemId, 'A', learner.cookie);

    const tryout = await tryoutOf(problem.id);
    await c.t.contentChanges.settled();
    const hint = await send('POST', `${API}/problems/${problem.problemId}/hints`, learner.cookie, { step: 1 });
    const reveal = await send('POST', `${API}/problems/${problem.problemId}/reveal`, learner.cookie);
    for (const refused of [hint, reveal]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe(IN_TRYOUT);
      for (const secret of [SOLUTION, 'PETUNJUK-RAHASIA', '"C"']) expect(refused.text).not.toContain(secret);
    }

    await finallyScored(tryout.id);
    expect((await send('POST', `${API}/problems/${problem.problemId}/hints`, learner.cookie, { step: 1 })).body.hints[0]).toContain('PETUNJUK-RAHASIA');
    expect((await send('POST', `${API}/problems/${problem.problemId}/reveal`, learner.cookie)).body.reveal.answer).toBe('C');
  });

  it("leaves its class's wrong answers out of the teacher's assignment report, which would name an mcq's key", async () => {
    const { problem } = await practiceProblem();
    const teacher = await c.t.createSignedInUser('teacher');
    const group = await createClass(c.t, teacher.cookie);
    for (const choice of ['A', 'B', 'D']) {
      const learner = await c.t.createSignedInUser();
      expect((await joinClass(c.t, learner.cookie, group.code)).status).toBe(200);
      await check(problem.problemId, choice, learner.cookie);
    }
    const assignment = await createAssignment(c.t, teacher.cookie, group.id, { problemIds: [problem.problemId], ...dueIn(24, c.time.clock()) });
    const report = async () => (await send('GET', `${API}/assignments/${assignment.id}/report`, teacher.cookie)).body.problems[0];
    expect((await report()).topWrongAnswers).toHaveLength(3);

    const tryout = await tryoutOf(problem.id);
    await c.t.contentChanges.settled();
    expect(await report()).toMatchObject({ problemId: problem.problemId, learnersAttempted: 3, topWrongAnswers: [] });

    await finallyScored(tryout.id);
    expect((await report()).topWrongAnswers).toHaveLength(3);
  });
});
