import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems, userLastOpenedProblems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db);
});
afterAll(() => t.close());

const newProblem = (isPublished = true) => createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1', isPublished });
const open = (cookie: string | undefined, problemId: string) => t.request('PUT', '/math/api/recent-problem', { cookie, body: { problemId } });
const lastOpened = async (cookie: string) => (await (await t.request('GET', '/math/api/recent-problem', { cookie })).json()).problem;

describe("a learner's last opened problem", () => {
  it('is the problem they opened last, with what the home page links it by', async () => {
    const first = await newProblem();
    const second = await newProblem();
    const learner = await t.createSignedInUser();
    expect(await lastOpened(learner.cookie)).toBeNull();
    expect((await open(learner.cookie, first.problemId)).status).toBe(204);
    expect((await open(learner.cookie, second.problemId)).status).toBe(204);
    expect(await lastOpened(learner.cookie)).toEqual({
      problemId: second.problemId,
      number: expect.any(Number),
      categoryId: path.category.categoryId,
      topicId: path.topic.topicId,
      subtopicId: path.subtopic.subtopicId,
      subtopicName: path.subtopic.subtopicName,
    });
  });

  it('opening the same problem again keeps one row per learner', async () => {
    const problem = await newProblem();
    const learner = await t.createSignedInUser();
    await open(learner.cookie, problem.problemId);
    await open(learner.cookie, problem.problemId);
    expect(await t.db.select().from(userLastOpenedProblems).where(eq(userLastOpenedProblems.userId, learner.id))).toHaveLength(1);
  });

  it("is each learner's own", async () => {
    const mine = await newProblem();
    const theirs = await newProblem();
    const learner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    await open(learner.cookie, mine.problemId);
    await open(other.cookie, theirs.problemId);
    expect((await lastOpened(learner.cookie)).problemId).toBe(mine.problemId);
    expect((await lastOpened(other.cookie)).problemId).toBe(theirs.problemId);
  });

  it('a draft is never recorded, even when an admin previews it', async () => {
    const draft = await newProblem(false);
    const admin = await t.createSignedInUser('admin');
    expect((await open(admin.cookie, draft.problemId)).status).toBe(404);
    expect(await lastOpened(admin.cookie)).toBeNull();
  });

  it('a problem unpublished after it was opened is no longer shown', async () => {
    const problem = await newProblem();
    const learner = await t.createSignedInUser();
    await open(learner.cookie, problem.problemId);
    await t.db.update(problems).set({ isPublished: false }).where(eq(problems.id, problem.id));
    // Other instances (and this one) hear of a content write through Postgres.
    await vi.waitFor(async () => expect(await lastOpened(learner.cookie)).toBeNull());
  });

  it('a deleted problem leaves nothing to show', async () => {
    const problem = await newProblem();
    const learner = await t.createSignedInUser();
    await open(learner.cookie, problem.problemId);
    await t.db.delete(problems).where(eq(problems.id, problem.id));
    expect(await lastOpened(learner.cookie)).toBeNull();
  });

  it('a code no problem has is refused with 404 and a malformed one with 400', async () => {
    const gone = await newProblem();
    await t.db.delete(problems).where(eq(problems.id, gone.id));
    const learner = await t.createSignedInUser();
    expect((await open(learner.cookie, gone.problemId)).status).toBe(404);
    expect((await open(learner.cookie, 'not a code')).status).toBe(400);
  });

  it('a guest can neither record nor read one', async () => {
    const problem = await newProblem();
    expect((await open(undefined, problem.problemId)).status).toBe(401);
    expect((await t.request('GET', '/math/api/recent-problem')).status).toBe(401);
  });
});
