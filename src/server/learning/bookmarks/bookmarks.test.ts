import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKUP_RENDERER_VERSION } from '../../../core/markup';
import { createProblem, createPublishedPath } from '../../db/factories';
import { problems, userBookmarks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let problemId: string;
beforeAll(async () => {
  t = await createTestApp();
  const path = await createPublishedPath(t.db);
  problemId = (await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Q', answer: '1' })).problemId;
});
afterAll(() => t.close());

describe('bookmarks', () => {
  it('adds, lists with the links a page needs, and removes a bookmark', async () => {
    const learner = await t.createSignedInUser();
    const added = await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId } });
    expect(added.status).toBe(201);
    const list = await (await t.request('GET', '/math/api/bookmarks', { cookie: learner.cookie })).json();
    expect(list.bookmarks).toEqual([expect.objectContaining({ problemId, previewHtml: expect.any(String), categoryId: expect.stringMatching(/^CA-/), topicId: expect.stringMatching(/^TO-/), subtopicId: expect.stringMatching(/^SU-/) })]);
    const removed = await t.request('DELETE', `/math/api/bookmarks/${problemId}`, { cookie: learner.cookie });
    expect(removed.status).toBe(200);
    expect((await (await t.request('GET', '/math/api/bookmarks', { cookie: learner.cookie })).json()).bookmarks).toEqual([]);
  });

  it('lists the preview stored with the problem instead of rendering it', async () => {
    const path = await createPublishedPath(t.db);
    const stored = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Soal $x$', answer: '1' });
    await t.db.update(problems).set({ previewHtml: '<b>STORED PREVIEW</b>', renderedVersion: MARKUP_RENDERER_VERSION }).where(eq(problems.id, stored.id));
    const learner = await t.createSignedInUser();
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: stored.problemId } });
    const list = await (await t.request('GET', '/math/api/bookmarks', { cookie: learner.cookie })).json();
    expect(list.bookmarks).toEqual([expect.objectContaining({ problemId: stored.problemId, previewHtml: '<b>STORED PREVIEW</b>' })]);
  });

  it('refuses bookmarking twice with 409 and keeps one row', async () => {
    const learner = await t.createSignedInUser();
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId } });
    const again = await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('bookmarks.already_bookmarked');
    expect(await t.db.select().from(userBookmarks).where(eq(userBookmarks.userId, learner.id))).toHaveLength(1);
  });

  it('refuses a guest with 401', async () => {
    expect((await t.request('POST', '/math/api/bookmarks', { body: { problemId } })).status).toBe(401);
    expect((await t.request('GET', '/math/api/bookmarks')).status).toBe(401);
  });

  it("a learner cannot remove another learner's bookmark", async () => {
    const owner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    await t.request('POST', '/math/api/bookmarks', { cookie: owner.cookie, body: { problemId } });
    expect((await t.request('DELETE', `/math/api/bookmarks/${problemId}`, { cookie: other.cookie })).status).toBe(404);
    expect(await t.db.select().from(userBookmarks).where(eq(userBookmarks.userId, owner.id))).toHaveLength(1);
  });

  it.each([
    [{ problemId: 'PR-ZZZZZZZZ' }, 404],
    [{ problemId: 'bukan-id' }, 400],
    [{ problemId, extra: true }, 400],
  ])('refuses %o with %i', async (body, status) => {
    const learner = await t.createSignedInUser();
    expect((await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body })).status).toBe(status);
  });
});
