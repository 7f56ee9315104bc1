import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, problems } from '../../db/schema';
import { answer, createAssignment, createClass, getJson, joinClass, mcqProblems } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function assignmentWithLearner(count = 3) {
  const teacher = await t.createSignedInUser('teacher', 'Bu Sari');
  const owned = await createClass(t, teacher.cookie);
  const assigned = await mcqProblems(t, count);
  const assignment = await createAssignment(t, teacher.cookie, owned.id, { title: 'PR Limit', problemIds: assigned.map((problem) => problem.problemId) });
  const learner = await t.createSignedInUser();
  await joinClass(t, learner.cookie, owned.code);
  return { teacher, owned, assigned, assignment, learner, codes: assigned.map((problem) => problem.problemId) };
}

const contextPath = (assignmentId: string, problemId: string) => `/assignments/${assignmentId}/problems/${problemId}`;

describe('a problem opened from a Tugas', () => {
  it("tells a member the assignment's title, the problem's place in it and the next problem to work", async () => {
    const { owned, assignment, learner, codes } = await assignmentWithLearner(3);
    const { status, body } = await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!));
    expect(status).toBe(200);
    expect(body).toEqual({
      serverNow: expect.any(String),
      assignment: { id: assignment.id, title: 'PR Limit', className: owned.name, dueAt: assignment.dueAt, timeZone: 'Asia/Jakarta', closed: false },
      position: 1,
      total: 3,
      isSolved: false,
      next: { position: 2, problemId: codes[1], path: { categoryId: expect.stringMatching(/^CA-/), topicId: expect.stringMatching(/^TO-/), subtopicId: expect.stringMatching(/^SU-/) } },
      summary: { done: 0, total: 3, firstTryCorrect: 0, late: false, finished: false },
    });
  });

  it('the next problem skips solved ones and comes round to one skipped; none once all are solved, with the summary', async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(3);
    await answer(t, learner.cookie, codes[1]!, 'A');
    expect((await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!))).body.next.problemId).toBe(codes[2]);
    await answer(t, learner.cookie, codes[2]!, 'B');
    await answer(t, learner.cookie, codes[2]!, 'A');
    const atLast = (await getJson(t, learner.cookie, contextPath(assignment.id, codes[2]!))).body;
    expect([atLast.position, atLast.isSolved, atLast.next.problemId]).toEqual([3, true, codes[0]]);
    await answer(t, learner.cookie, codes[0]!, 'A');
    const finished = (await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!))).body;
    expect(finished.next).toBeNull();
    expect(finished.summary).toEqual({ done: 3, total: 3, firstTryCorrect: 2, late: false, finished: true });
  });

  it('a solve after the due time is counted late in the summary', async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(1);
    await t.db.update(assignments).set({ dueAt: sql`now() - interval '1 hour'` }).where(eq(assignments.id, assignment.id));
    await answer(t, learner.cookie, codes[0]!, 'A');
    expect((await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!))).body.summary).toEqual({ done: 1, total: 1, firstTryCorrect: 1, late: true, finished: true });
  });

  it('a Tugas that closed at its due time says so, and a solve after it does not count as done', async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(1);
    await t.db.update(assignments).set({ dueAt: sql`now() - interval '1 hour'`, closeAfterDue: true }).where(eq(assignments.id, assignment.id));
    await answer(t, learner.cookie, codes[0]!, 'A');
    const { body } = await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!));
    expect([body.assignment.closed, body.isSolved, body.next]).toEqual([true, true, null]);
    expect(body.summary).toEqual({ done: 0, total: 1, firstTryCorrect: 1, late: true, finished: false });
  });

  it('numbers the problems among those the learner can open, as the assignment page does', async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(3);
    await t.db.update(problems).set({ isPublished: false }).where(eq(problems.problemId, codes[0]!));
    const { body } = await getJson(t, learner.cookie, contextPath(assignment.id, codes[2]!));
    expect([body.position, body.total]).toEqual([2, 2]);
    const page = (await getJson(t, learner.cookie, `/assignments/${assignment.id}`)).body;
    expect(page.problems.map((problem: { position: number }) => problem.position)).toEqual([1, 2]);
    expect((await getJson(t, learner.cookie, contextPath(assignment.id, codes[0]!))).status).toBe(404);
  });

  it("is not found for a learner outside the class, a problem not in the assignment, or another class's assignment", async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(2);
    const other = await assignmentWithLearner(1);
    const [stray] = await mcqProblems(t, 1);
    const outsider = await t.createSignedInUser();
    const refusals = [
      await getJson(t, outsider.cookie, contextPath(assignment.id, codes[0]!)),
      await getJson(t, learner.cookie, contextPath(assignment.id, stray!.problemId)),
      await getJson(t, learner.cookie, contextPath(assignment.id, other.codes[0]!)),
      await getJson(t, learner.cookie, contextPath(other.assignment.id, other.codes[0]!)),
      // The teacher owns the class but is not in it as a learner.
      await getJson(t, other.teacher.cookie, contextPath(other.assignment.id, other.codes[0]!)),
    ];
    expect(refusals).toEqual(Array(5).fill({ status: 404, body: { error: { code: 'assignments.not_found', message: 'Tugas tidak ditemukan.' } } }));
  });

  it('refuses a malformed address and a guest', async () => {
    const { assignment, learner, codes } = await assignmentWithLearner(1);
    expect((await getJson(t, learner.cookie, contextPath('bukan-uuid', codes[0]!))).status).toBe(400);
    expect((await getJson(t, learner.cookie, contextPath(assignment.id, 'PR-x'))).status).toBe(400);
    const guest = await t.request('GET', `${API}${contextPath(assignment.id, codes[0]!)}`);
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.code).toBe('auth.unauthenticated');
  });
});
