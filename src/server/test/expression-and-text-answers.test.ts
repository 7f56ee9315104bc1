import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { createProblem, createPublishedPath } from '../db/factories';
import { problemAttempts, problems, tryoutAnswers, userProgress } from '../db/schema';
import { createTryout } from '../db/tryout-factories';
import { createTestApp, type TestApp } from './test-app';

// Issue 52.6 and 52.7 through the real app: an 'Ekspresi' problem checked, written by an admin
// and answered in a tryout; text answers with and without 'persis'.

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let admin: string;

const check = (problemId: string, answer: unknown, cookie?: string) => t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer }, cookie });
const exprProblem = (expression: string, variables = 'x') =>
  createProblem(t.db, { subtopicId: path.subtopic.id, type: 'expr', questionText: 'Sederhanakan.', answer: { expression, variables }, solutionText: 'Pembahasan' });
const attemptsOf = (userId: string, problemId: number) =>
  t.db.select().from(problemAttempts).where(and(eq(problemAttempts.userId, userId), eq(problemAttempts.problemId, problemId)));

beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db);
  admin = (await t.createSignedInUser('admin')).cookie;
});
afterAll(() => t.close());

describe("checking an 'Ekspresi' answer", () => {
  it('a differently written right answer is right, and the key comes back with its variables', async () => {
    const problem = await exprProblem('x^2-1');
    const learner = await t.createSignedInUser();
    const response = await check(problem.problemId, '(x+1)(x-1)', learner.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result).toMatchObject({ isCorrect: true, attemptsCount: 1 });
    expect(body.reveal.answer).toEqual({ expression: 'x^2-1', variables: 'x' });
  });

  it('reads Indonesian decimal commas, for guests too', async () => {
    const problem = await exprProblem('x/2 + 1');
    expect((await (await check(problem.problemId, '0,5x + 1')).json()).result.isCorrect).toBe(true);
    expect((await (await check(problem.problemId, '0,5x + 2')).json()).result.isCorrect).toBe(false);
  });

  it("an invalid expression is 'tidak valid' (422), costs no attempt, and the next right answer is a first try", async () => {
    const problem = await exprProblem('x+2');
    const learner = await t.createSignedInUser();
    for (const answer of ['x++2', 'y+2', 'foo(x)', '1/0', `${'('.repeat(30)}x${')'.repeat(30)}`, 'x'.repeat(EXPRESSION_MAX_LENGTH)]) {
      const response = await check(problem.problemId, answer, learner.cookie);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('practice.answer_not_a_number');
    }
    expect(await attemptsOf(learner.id, problem.id)).toHaveLength(0);
    const right = await (await check(problem.problemId, '(x+4)-2', learner.cookie)).json();
    expect(right.result).toMatchObject({ isCorrect: true, attemptsCount: 1 });
  });

  it('a 10,000-character answer is refused as not fitting the problem, without a 500', async () => {
    const problem = await exprProblem('x+2');
    const response = await check(problem.problemId, 'x+'.repeat(5000));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('practice.invalid_answer');
  });

  it('the same expression written again is not a new attempt', async () => {
    const problem = await exprProblem('x+2');
    const learner = await t.createSignedInUser();
    await check(problem.problemId, '2x', learner.cookie);
    const again = await (await check(problem.problemId, 'x*2', learner.cookie)).json();
    expect(again.result).toMatchObject({ isCorrect: false, isRepeat: true, attemptsCount: 1 });
  });
});

describe("an admin writing an 'Ekspresi' problem", () => {
  const body = (answer: unknown) => ({ subtopicId: path.subtopic.subtopicId, questionText: 'Faktorkan $x^2 - y^2$.', type: 'expr', answer });

  it('keeps the expression and the variables as written, tidied', async () => {
    const response = await t.request('POST', '/math/api/admin/problems', { cookie: admin, body: body({ expression: '(x-y)(x+y)', variables: 'x,y' }) });
    expect(response.status).toBe(201);
    const { problem } = await response.json();
    const [row] = await t.db.select({ answer: problems.answer, type: problems.type }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(row).toEqual({ type: 'expr', answer: { expression: '(x-y)(x+y)', variables: 'x, y' } });
    const read = await (await t.request('GET', `/math/api/admin/problems/${problem.problemId}`, { cookie: admin })).json();
    expect(read.problem.answer).toEqual({ expression: '(x-y)(x+y)', variables: 'x, y' });
  });

  it.each([
    [{ expression: 'x+', variables: 'x' }, 'answer.expression', 'expression_invalid'],
    [{ expression: 'x+z', variables: 'x, y' }, 'answer.expression', 'expression_invalid'],
    [{ expression: '1/0', variables: 'x' }, 'answer.expression', 'expression_undefined'],
    [{ expression: 'x', variables: 'xy' }, 'answer.variables', 'invalid_variables'],
    [{ expression: 'x'.repeat(EXPRESSION_MAX_LENGTH + 1), variables: 'x' }, 'answer.expression', 'too_long'],
  ])('refuses the key %j with a message at %s', async (answer, path, message) => {
    const response = await t.request('POST', '/math/api/admin/problems', { cookie: admin, body: body(answer) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toContainEqual(expect.objectContaining({ path, message }));
  });
});

describe("an 'Ekspresi' problem in a tryout", () => {
  it('is graded on save like practice, and an invalid expression is refused unsaved', async () => {
    const problem = await exprProblem('x^2-1');
    const now = new Date();
    const tryout = await createTryout(t.db, {
      opensAt: new Date(now.getTime() - 60_000),
      closesAt: new Date(now.getTime() + 3_600_000),
      published: true,
      sections: [{ name: 'Aljabar', durationSeconds: 600, problemIds: [problem.id] }],
    });
    const learner = await t.createSignedInUser();
    const save = (answer: unknown) =>
      t.request('PUT', `/math/api/tryouts/${tryout.id}/sitting/answers/${problem.problemId}`, { cookie: learner.cookie, body: { answer, flagged: false } });
    const start = await t.request('POST', `/math/api/tryouts/${tryout.id}/sitting`, { cookie: learner.cookie });
    expect(start.status, await start.text()).toBeLessThan(300);
    expect((await save('x++1')).status).toBe(422);
    expect(await t.db.select().from(tryoutAnswers).where(eq(tryoutAnswers.problemId, problem.id))).toHaveLength(0);
    expect((await save('(x-1)(x+1)')).status).toBe(200);
    const [saved] = await t.db.select().from(tryoutAnswers).where(eq(tryoutAnswers.problemId, problem.id));
    expect(saved).toMatchObject({ answer: '(x-1)(x+1)', correct: true });
  });
});

describe("text answers of an 'Isian' problem (issue 52.7)", () => {
  it('ignore spaces and letter case unless the author ticked persis', async () => {
    const plain = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Ibu kota?', answer: 'Dua Belas', answerMode: 'text' });
    const exact = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Persis?', answer: 'Dua Belas', answerMode: 'exact' });
    expect((await (await check(plain.problemId, ' duabelas ')).json()).result.isCorrect).toBe(true);
    expect((await (await check(exact.problemId, 'dua belas')).json()).result.isCorrect).toBe(false);
    expect((await (await check(exact.problemId, 'Dua Belas ')).json()).result.isCorrect).toBe(false);
    expect((await (await check(exact.problemId, 'Dua Belas')).json()).result.isCorrect).toBe(true);
  });

  it("an admin's 'persis' is kept, and a tolerance sent with it dropped", async () => {
    const response = await t.request('POST', '/math/api/admin/problems', {
      cookie: admin,
      body: { subtopicId: path.subtopic.subtopicId, questionText: 'Tulis persis.', type: 'input', answer: 'H2O', answerMode: 'exact', answerTolerance: '0,1', isPublished: true },
    });
    expect(response.status).toBe(201);
    const { problem } = await response.json();
    const [row] = await t.db.select({ mode: problems.answerMode, tolerance: problems.answerTolerance }).from(problems).where(eq(problems.problemId, problem.problemId));
    expect(row).toEqual({ mode: 'exact', tolerance: null });
    const learner = await t.createSignedInUser();
    const answered = await check(problem.problemId, 'h2o', learner.cookie);
    expect(answered.status, await answered.text()).toBe(200);
    const [progress] = await t.db.select().from(userProgress).where(eq(userProgress.userId, learner.id));
    expect(progress).toMatchObject({ isCorrect: false, attemptsCount: 1 });
  });
});
