import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCardMarks } from '../../../core/card-marks';
import { MARKUP_RENDERER_VERSION, renderInlineMarkup } from '../../../core/markup';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../../db/factories';
import { problems } from '../../db/schema';
import { createMarkupCache } from '../../markup/markup-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCatalogRepository } from './catalog.repository';
import { getSubtopicList, getSubtopicMarks, type SubtopicListResponse } from './catalog.usecases';

let t: TestApp;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let emptyPath: Awaited<ReturnType<typeof createPublishedPath>>;
const problemIds: string[] = [];

const subtopicUrl = (p = path) => `/math/api/catalog/categories/${p.category.categoryId}/topics/${p.topic.topicId}/subtopics/${p.subtopic.subtopicId}`;

beforeAll(async () => {
  t = await createTestApp();
  path = await createPublishedPath(t.db, { category: 'Aljabar' });
  emptyPath = await createPublishedPath(t.db, { category: 'Kosong' });
  await createCategory(t.db, { name: 'Draf', isPublished: false, sortOrder: -1 });
  await createCategory(t.db, { name: 'Pertama', isPublished: true, sortOrder: -5 });
  await createTopic(t.db, { categoryId: path.category.id, name: 'Topik Draf', isPublished: false });
  await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik Draf', isPublished: false });
  const long = `Soal panjang ${'abcdefghij'.repeat(25)}`;
  for (const text of ['Soal pendek $x$', long, 'Soal ketiga']) {
    const problem = await createProblem(t.db, { subtopicId: path.subtopic.id, type: 'mcq', questionText: text, options: { A: '1', B: '2' }, answer: 'A', tag: 'UTBK, Aljabar' });
    problemIds.push(problem.problemId);
  }
});
afterAll(() => t.close());

describe('catalogue', () => {
  it('lists published categories only, by sort_order', async () => {
    const body = await (await t.request('GET', '/math/api/catalog/categories')).json();
    const names = body.categories.map((category: { categoryName: string }) => category.categoryName);
    expect(names[0]).toBe('Pertama');
    expect(names).toContain('Aljabar');
    expect(names).not.toContain('Draf');
    expect(body.categories[0]).not.toHaveProperty('id');
  });

  it('lists published topics and subtopics only', async () => {
    const category = await (await t.request('GET', `/math/api/catalog/categories/${path.category.categoryId}`)).json();
    expect(category.topics.map((topic: { topicName: string }) => topic.topicName)).toEqual(['Persamaan']);
    const topic = await (await t.request('GET', `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}`)).json();
    expect(topic.subtopics.map((subtopic: { subtopicName: string }) => subtopic.subtopicName)).toEqual(['Persamaan Linear']);
    expect(topic.breadcrumb.category.categoryName).toBe('Aljabar');
  });

  it('shows problem cards as Soal #n with tag and a 200-character preview', async () => {
    const body = await (await t.request('GET', subtopicUrl())).json();
    expect(body.problems.map((problem: { number: number }) => problem.number)).toEqual([1, 2, 3]);
    expect(body.problems[0]).toMatchObject({ problemId: problemIds[0], tag: 'UTBK, Aljabar', previewHtml: renderInlineMarkup('Soal pendek $x$') });
    expect(body.problems[0].previewHtml).toContain('katex');
    const long = `Soal panjang ${'abcdefghij'.repeat(25)}`;
    expect(body.problems[1].previewHtml).toBe(renderInlineMarkup(`${long.slice(0, 200)}...`));
    expect(body.problems[0]).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('marks');
    // The plain text is not sent: learners see the rendered preview only.
    expect(body.problems[0]).not.toHaveProperty('preview');
  });

  it('serves the preview stored with a problem instead of rendering it, unless an older renderer stored it', async () => {
    // Written as the renderer or psql would, not through a usecase: the list held in memory is
    // dropped when Postgres's notification arrives (migration 0009), which settled() waits for.
    const store = async (problemId: string, previewHtml: string | null, renderedVersion: number | null) => {
      await t.db.update(problems).set({ previewHtml, renderedVersion }).where(eq(problems.problemId, problemId));
      await t.contentChanges.settled();
    };
    await store(problemIds[0]!, '<b>STORED PREVIEW</b>', MARKUP_RENDERER_VERSION);
    await store(problemIds[2]!, '<b>OLDER RENDERER</b>', MARKUP_RENDERER_VERSION - 1);
    try {
      const body = await (await t.request('GET', subtopicUrl())).json();
      expect(body.problems[0]).toMatchObject({ previewHtml: '<b>STORED PREVIEW</b>' });
      expect(body.problems[2]).toMatchObject({ previewHtml: renderInlineMarkup('Soal ketiga') });
    } finally {
      for (const problemId of [problemIds[0]!, problemIds[2]!]) await store(problemId, null, null);
    }
  });

  it('gives a signed-in learner status and bookmark marks for every card in a response of their own', async () => {
    const learner = await t.createSignedInUser();
    await t.request('POST', `/math/api/problems/${problemIds[0]}/check`, { cookie: learner.cookie, body: { answer: 'A' } });
    await t.request('POST', `/math/api/problems/${problemIds[1]}/check`, { cookie: learner.cookie, body: { answer: 'B' } });
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: problemIds[2] } });
    // The cards are the same for everyone, signed in or not; the learner's marks come apart, by problem code.
    const list = await (await t.request('GET', subtopicUrl(), { cookie: learner.cookie })).json();
    expect(list).toEqual(await (await t.request('GET', subtopicUrl())).json());
    expect(list).not.toHaveProperty('marks');
    const response = await t.request('GET', `${subtopicUrl()}/marks`, { cookie: learner.cookie });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = { ...list, ...(await response.json()) };
    expect(body.marks).toEqual({
      [problemIds[0]!]: { status: 'correct', isBookmarked: false },
      [problemIds[1]!]: { status: 'wrong', isBookmarked: false },
      [problemIds[2]!]: { status: 'untried', isBookmarked: true },
    });
    expect(withCardMarks(body as SubtopicListResponse & { marks: Record<string, { status: 'correct' | 'wrong' | 'untried'; isBookmarked: boolean }> }).problems.map((problem) => [problem.problemId, problem.status, problem.isBookmarked])).toEqual([
      [problemIds[0], 'correct', false],
      [problemIds[1], 'wrong', false],
      [problemIds[2], 'untried', true],
    ]);
  });

  it('sends the same JSON whether its cards are held or not, gzip-encoded for a client that takes gzip', async () => {
    const learner = await t.createSignedInUser();
    await t.request('POST', `/math/api/problems/${problemIds[1]}/check`, { cookie: learner.cookie, body: { answer: 'A' } });
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: problemIds[0] } });
    // A card answered and bookmarked: the two marks come from two tables.
    await t.request('POST', '/math/api/bookmarks', { cookie: learner.cookie, body: { problemId: problemIds[1] } });
    for (let i = 0; i < 200 && !t.contentChanges.live; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    // A repository that holds nothing: what the database says now.
    const fresh = createCatalogRepository({ db: t.db });
    const codes = { categoryId: path.category.categoryId, topicId: path.topic.topicId, subtopicId: path.subtopic.subtopicId };
    const preview = createMarkupCache().preview;
    for (const who of [null, learner]) {
      for (const query of [{ page: 1 }, { page: 2, pageSize: 1 }]) {
        const search = query.page === 2 ? '?page=2&pageSize=1' : '';
        const expected = JSON.stringify(await getSubtopicList(fresh, preview, codes, query));
        // The first read fills what the app holds, the next ones are answered from it.
        for (const encoding of [undefined, 'gzip, deflate, br, zstd', 'gzip;q=0, br']) {
          const response = await t.request('GET', `${subtopicUrl()}${search}`, { cookie: who?.cookie, headers: encoding ? { 'accept-encoding': encoding } : {} });
          // The list is the same for everyone: a learner's own marks are never in it.
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(response.headers.get('content-type')).toBe('application/json');
          // Compressed for a client that takes gzip, when the JSON is large enough to gain from it.
          const gzip = (encoding?.startsWith('gzip,') ?? false) && expected.length >= 1024;
          expect(response.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null);
          const bytes = Buffer.from(await response.arrayBuffer());
          expect((gzip ? gunzipSync(bytes) : bytes).toString()).toBe(expected);
        }
      }
    }
    const first = { ...(await getSubtopicList(fresh, preview, codes, { page: 1 })), ...(await getSubtopicMarks(fresh, codes, learner.id, { page: 1 })) };
    expect(withCardMarks(first).problems.map((card) => [card.status, card.isBookmarked])).toEqual([
      ['untried', true],
      ['correct', true],
      ['untried', false],
    ]);
  });

  it("shows a learner their own marks only, never another learner's, and a guest none", async () => {
    const other = await t.createSignedInUser();
    const body = { ...(await (await t.request('GET', subtopicUrl(), { cookie: other.cookie })).json()), ...(await (await t.request('GET', `${subtopicUrl()}/marks`, { cookie: other.cookie })).json()) };
    expect((await t.request('GET', `${subtopicUrl()}/marks`)).status).toBe(401);
    // Nothing tried, nothing bookmarked: no card is marked, and every card shows as not yet tried.
    expect(body.marks).toEqual({});
    expect(withCardMarks(body as SubtopicListResponse & { marks: Record<string, { status: 'correct' | 'wrong' | 'untried'; isBookmarked: boolean }> }).problems.map((problem) => [problem.status, problem.isBookmarked])).toEqual([
      ['untried', false],
      ['untried', false],
      ['untried', false],
    ]);
  });

  it('says which level of a subtopic URL is missing, hidden or under another parent', async () => {
    const draftSubtopic = await createSubtopic(t.db, { topicId: path.topic.id, name: 'Subtopik Tersembunyi', isPublished: false });
    const codeOf = async (url: string) => (await (await t.request('GET', url)).json()).error.code;
    const base = `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics`;
    expect(await codeOf(`${base}/${draftSubtopic.subtopicId}`)).toBe('catalog.subtopic_not_found');
    expect(await codeOf(`${base}/${emptyPath.subtopic.subtopicId}`)).toBe('catalog.subtopic_not_found');
    expect(await codeOf(`/math/api/catalog/categories/${path.category.categoryId}/topics/${emptyPath.topic.topicId}/subtopics/${emptyPath.subtopic.subtopicId}`)).toBe('catalog.topic_not_found');
    expect(await codeOf(`/math/api/catalog/categories/CA-ZZZZZZZZ/topics/${path.topic.topicId}/subtopics/${path.subtopic.subtopicId}`)).toBe('catalog.category_not_found');
  });

  it('pages a long list with stable numbering, and shows it whole by default', async () => {
    const whole = await (await t.request('GET', subtopicUrl())).json();
    expect(whole.pageInfo).toEqual({ page: 1, pageSize: 1000, hasMore: false });
    const second = await (await t.request('GET', `${subtopicUrl()}?page=2&pageSize=1`)).json();
    expect(second.problems.map((problem: { problemId: string; number: number }) => [problem.problemId, problem.number])).toEqual([[problemIds[1], 2]]);
    expect(second.pageInfo).toEqual({ page: 2, pageSize: 1, hasMore: true });
    const last = await (await t.request('GET', `${subtopicUrl()}?page=3&pageSize=1`)).json();
    expect(last.pageInfo.hasMore).toBe(false);
  });

  it.each(['page=0', 'pageSize=0', 'page=dua'])('refuses the page query %s with 400', async (query) => {
    const response = await t.request('GET', `/math/api/catalog/categories?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('request.validation_failed');
  });

  it('returns an empty list for a subtopic without problems', async () => {
    expect((await (await t.request('GET', subtopicUrl(emptyPath))).json()).problems).toEqual([]);
  });

  it.each([
    ['an unknown category', () => `/math/api/catalog/categories/CA-ZZZZZZZZ`, 'catalog.category_not_found'],
    ['a topic under another category', () => `/math/api/catalog/categories/${emptyPath.category.categoryId}/topics/${path.topic.topicId}`, 'catalog.topic_not_found'],
    ['a subtopic under another topic', () => `/math/api/catalog/categories/${path.category.categoryId}/topics/${path.topic.topicId}/subtopics/${emptyPath.subtopic.subtopicId}`, 'catalog.subtopic_not_found'],
  ])('answers %s with 404', async (_name, url, code) => {
    const response = await t.request('GET', url());
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe(code);
  });

  it('refuses an id of the wrong shape with 400 before it reaches SQL', async () => {
    const response = await t.request('GET', "/math/api/catalog/categories/CA-1'%20or%201=1");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('request.validation_failed');
  });
});
