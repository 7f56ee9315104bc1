import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems as problemsTable, userProgress } from '../../db/schema';
import { inputProblemRequest } from '../../test/content-requests';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 31: a problem is a draft until its author publishes it. Learners and guests never see or
// answer a draft; an admin may preview it on the learner page.

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let first: Awaited<ReturnType<typeof createProblem>>;
let draft: Awaited<ReturnType<typeof createProblem>>;
let last: Awaited<ReturnType<typeof createProblem>>;
let learner: Awaited<ReturnType<TestApp['createSignedInUser']>>;
let admin: Awaited<ReturnType<TestApp['createSignedInUser']>>;

const subtopicUrl = () => `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`;
const pageUrl = (problemId: string) => `${subtopicUrl()}/problems/${problemId}`;
const mcq = (questionText: string, isPublished = true) => ({ subtopicId: path.subtopic.id, type: 'mcq' as const, questionText, options: { A: '1', B: '2' }, answer: 'A', isPublished });
const listedCodes = async (cookie?: string) => {
  const body = await (await t.request('GET', subtopicUrl(), { cookie })).json();
  return (body.problems as { problemId: string; number: number }[]).map((card) => [card.problemId, card.number]);
};
const setPublished = (problemId: string, isPublished: boolean) => t.db.update(problemsTable).set({ isPublished }).where(eq(problemsTable.problemId, problemId));

beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db);
  first = await createProblem(t.db, mcq('Pertama'));
  draft = await createProblem(t.db, mcq('Draf', false));
  last = await createProblem(t.db, mcq('Terakhir'));
  learner = await t.createSignedInUser();
  admin = await t.createSignedInUser('admin');
});
afterAll(() => t.close());

describe('a draft problem, for learners and guests', () => {
  it('is left out of the subtopic list, and the published problems are numbered without it', async () => {
    for (const cookie of [undefined, learner.cookie, admin.cookie]) {
      expect(await listedCodes(cookie)).toEqual([
        [first.problemId, 1],
        [last.problemId, 2],
      ]);
    }
  });

  it('answers 404 on its page and refuses an answer, as a problem that does not exist', async () => {
    for (const cookie of [undefined, learner.cookie]) {
      const page = await t.request('GET', pageUrl(draft.problemId), { cookie });
      expect(page.status).toBe(404);
      expect((await page.json()).error.code).toBe('practice.problem_not_found');
      const checked = await t.request('POST', `/math/api/problems/${draft.problemId}/check`, { cookie, body: { answer: 'A' } });
      expect(checked.status).toBe(404);
      expect((await checked.json()).error.code).toBe('practice.problem_not_found');
    }
    const [progress] = await t.db.select().from(userProgress).where(eq(userProgress.problemId, draft.id));
    expect(progress).toBeUndefined();
  });

  it('numbers the page of the problem after a draft as learners see it listed', async () => {
    const page = await (await t.request('GET', pageUrl(last.problemId), { cookie: learner.cookie })).json();
    expect(page.problem).toMatchObject({ number: 2, isDraft: false });
  });

  it('cannot be bookmarked or reported', async () => {
    expect((await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: draft.problemId } })).status).toBe(404);
    const report = await t.request('POST', `/math/api/problems/${draft.problemId}/reports`, { cookie: learner.cookie, body: { reportType: 'Soal Kurang Jelas', reportContent: 'Soal ini belum jelas.' } });
    expect(report.status).toBe(404);
  });
});

describe('an admin previewing a draft', () => {
  it('sees its page marked as a draft, numbered after the published problems before it, and can try an answer', async () => {
    const page = await t.request('GET', pageUrl(draft.problemId), { cookie: admin.cookie });
    expect(page.status).toBe(200);
    expect((await page.json()).problem).toMatchObject({ problemId: draft.problemId, number: 2, isDraft: true });
    const checked = await t.request('POST', `/math/api/problems/${draft.problemId}/check`, { cookie: admin.cookie, body: { answer: 'B' } });
    expect(checked.status).toBe(200);
  });
});

describe('a published problem that becomes a draft', () => {
  it('leaves the learner lists that pointed at it (bookmarks, recent activity) and its page, and comes back once published', async () => {
    const problem = await createProblem(t.db, mcq('Nanti ditarik'));
    // Inserted by the factory, not a usecase: the subtopic's list, held since the first test,
    // is dropped only when Postgres's notification arrives (migration 0009).
    await t.contentChanges.settled();
    const who = await t.createSignedInUser();
    expect((await t.request('POST', '/math/api/bookmarks', { cookie: who.cookie, body: { problemId: problem.problemId } })).status).toBe(201);
    expect((await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { cookie: who.cookie, body: { answer: 'B' } })).status).toBe(200);
    // Read once, so the app holds the page and the list in memory: unpublishing must drop them.
    expect((await t.request('GET', pageUrl(problem.problemId))).status).toBe(200);
    expect((await listedCodes()).map(([code]) => code)).toContain(problem.problemId);

    await setPublished(problem.problemId, false);
    await t.contentChanges.settled();
    const bookmarks = await (await t.request('GET', '/math/api/bookmarks', { cookie: who.cookie })).json();
    expect(bookmarks.bookmarks).toEqual([]);
    const dashboard = await (await t.request('GET', '/math/api/dashboard', { cookie: who.cookie })).json();
    expect(dashboard.recentActivity).toMatchObject([{ problemId: problem.problemId, link: null }]);
    expect((await t.request('GET', pageUrl(problem.problemId))).status).toBe(404);
    expect((await listedCodes()).map(([code]) => code)).not.toContain(problem.problemId);

    await setPublished(problem.problemId, true);
    await t.contentChanges.settled();
    expect((await t.request('GET', pageUrl(problem.problemId))).status).toBe(200);
    expect((await listedCodes()).map(([code]) => code)).toContain(problem.problemId);
  });
});

describe('the admin problem API', () => {
  const create = (body: unknown) => t.request('POST', '/math/api/admin/problems', { cookie: admin.cookie, body });

  it('creates a draft, duplicates into a draft, and publishes and unpublishes with isPublished', async () => {
    const created = await (await create(inputProblemRequest(path.subtopic.subtopicId, 'Baru'))).json();
    expect(created.problem.isPublished).toBe(false);
    expect((await t.request('GET', pageUrl(created.problem.problemId), { cookie: learner.cookie })).status).toBe(404);

    const published = await t.request('PUT', `/math/api/admin/problems/${created.problem.problemId}`, {
      cookie: admin.cookie,
      body: { ...inputProblemRequest(path.subtopic.subtopicId, 'Baru'), isPublished: true, version: created.problem.version },
    });
    expect((await published.json()).problem).toMatchObject({ isPublished: true, version: 2 });
    expect((await t.request('GET', pageUrl(created.problem.problemId), { cookie: learner.cookie })).status).toBe(200);

    // A save that leaves the field out keeps the state.
    const saved = await t.request('PUT', `/math/api/admin/problems/${created.problem.problemId}`, {
      cookie: admin.cookie,
      body: { ...inputProblemRequest(path.subtopic.subtopicId, 'Baru lagi'), version: 2 },
    });
    expect((await saved.json()).problem).toMatchObject({ isPublished: true, version: 3 });

    const copy = await (await t.request('POST', `/math/api/admin/problems/${created.problem.problemId}/duplicate`, { cookie: admin.cookie })).json();
    expect(copy.problem.isPublished).toBe(false);
    const detail = await (await t.request('GET', `/math/api/admin/problems/${copy.problem.problemId}`, { cookie: admin.cookie })).json();
    expect(detail.problem.isPublished).toBe(false);
  });

  it('creates a published problem when the form asks for it', async () => {
    const created = await (await create({ ...inputProblemRequest(path.subtopic.subtopicId, 'Langsung terbit'), isPublished: true })).json();
    expect(created.problem.isPublished).toBe(true);
  });

  it('lists each problem with its publication state', async () => {
    const list = await (await t.request('GET', `/math/api/admin/problems?subtopicId=${path.subtopic.subtopicId}`, { cookie: admin.cookie })).json();
    const byCode = new Map((list.problems as { problemId: string; isPublished: boolean }[]).map((row) => [row.problemId, row.isPublished]));
    expect(byCode.get(draft.problemId)).toBe(false);
    expect(byCode.get(first.problemId)).toBe(true);
  });
});
