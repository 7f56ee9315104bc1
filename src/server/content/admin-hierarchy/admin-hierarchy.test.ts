import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProblem, createSubtopic, createTheory, createTopic } from '../../db/factories';
import { categories, problemTheories, subtopics, theories, topics, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api/admin';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSignedInUser('admin');
});
afterAll(() => t.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await t.request(method, `${API}${path}`, { cookie: admin.cookie, body });
  return { status: response.status, body: await response.json() };
};

async function categoryWithTopics(names: string[]) {
  const category = await createCategory(t.db, { name: `Kategori ${names.join('')}` });
  for (const [index, name] of names.entries()) await createTopic(t.db, { categoryId: category.id, name, sortOrder: index });
  return category;
}

const topicNames = async (categoryId: string) =>
  (await call('GET', `/categories/${categoryId}/topics`)).body.topics.map((topic: { topicName: string }) => topic.topicName);

describe('admin content tree', () => {
  it('nests every category, topic and subtopic in their order, published or not', async () => {
    const category = await createCategory(t.db, { name: 'Pohon', sortOrder: -100 });
    const second = await createTopic(t.db, { categoryId: category.id, name: 'Kedua', sortOrder: 1, isPublished: true });
    const first = await createTopic(t.db, { categoryId: category.id, name: 'Pertama', sortOrder: 0 });
    await createSubtopic(t.db, { topicId: second.id, name: 'B', sortOrder: 1 });
    await createSubtopic(t.db, { topicId: second.id, name: 'A', sortOrder: 0 });
    const { status, body } = await call('GET', '/content-tree');
    expect(status).toBe(200);
    expect(body.categories[0]).toEqual({
      categoryId: category.categoryId,
      categoryName: 'Pohon',
      isPublished: false,
      isTheoryList: false,
      topics: [
        { topicId: first.topicId, topicName: 'Pertama', isPublished: false, subtopics: [] },
        {
          topicId: second.topicId,
          topicName: 'Kedua',
          isPublished: true,
          subtopics: [expect.objectContaining({ subtopicName: 'A' }), expect.objectContaining({ subtopicName: 'B' })],
        },
      ],
    });
  });
});

describe('admin categories, topics and subtopics', () => {
  it('creates an unpublished category last, with a fresh code', async () => {
    const before = (await call('GET', '/categories')).body.categories as Array<{ sortOrder: number }>;
    const nextOrder = before.length === 0 ? 0 : Math.max(...before.map((category) => category.sortOrder)) + 1;
    const { status, body } = await call('POST', '/categories', { categoryName: '  Geometri ', description: 'Bangun datar dan ruang' });
    expect(status).toBe(201);
    expect(body.category).toEqual({
      categoryId: expect.stringMatching(/^CA-[A-Z0-9]{8}$/),
      categoryName: 'Geometri',
      description: 'Bangun datar dan ruang',
      sortOrder: nextOrder,
      isPublished: false,
      isTheoryList: false,
      topicCount: 0,
    });
  });

  it('numbers a new topic and subtopic from 0 in an empty list, then max + 1', async () => {
    const category = await createCategory(t.db, { name: 'Kosong' });
    const firstTopic = await call('POST', `/categories/${category.categoryId}/topics`, { topicName: 'Satu' });
    const secondTopic = await call('POST', `/categories/${category.categoryId}/topics`, { topicName: 'Dua' });
    expect([firstTopic.status, firstTopic.body.topic.sortOrder, secondTopic.body.topic.sortOrder]).toEqual([201, 0, 1]);
    expect(firstTopic.body.topic).toMatchObject({ topicId: expect.stringMatching(/^TO-/), isPublished: false, subtopicCount: 0 });
    const subtopic = await call('POST', `/topics/${firstTopic.body.topic.topicId}/subtopics`, { subtopicName: 'Sub' });
    expect(subtopic.body.subtopic).toMatchObject({ subtopicId: expect.stringMatching(/^SU-/), sortOrder: 0, isPublished: false, problemCount: 0 });
    const listed = await call('GET', `/topics/${firstTopic.body.topic.topicId}/subtopics`);
    expect(listed.body).toMatchObject({
      category: { categoryId: category.categoryId, categoryName: 'Kosong' },
      topic: { topicId: firstTopic.body.topic.topicId, topicName: 'Satu' },
      subtopics: [{ subtopicName: 'Sub' }],
    });
    expect((await call('GET', '/categories')).body.categories).toContainEqual(expect.objectContaining({ categoryId: category.categoryId, topicCount: 2 }));
  });

  it('refuses empty or missing text fields with 400 naming each field', async () => {
    const { status, body } = await call('POST', '/categories', { categoryName: '   ', description: '' });
    expect(status).toBe(400);
    expect(body.error.details).toEqual([
      expect.objectContaining({ path: 'categoryName', message: 'Nama wajib diisi.' }),
      expect.objectContaining({ path: 'description', message: 'Deskripsi wajib diisi.' }),
    ]);
    const category = await createCategory(t.db, { name: 'Wajib' });
    const topic = await call('POST', `/categories/${category.categoryId}/topics`, {});
    expect([topic.status, topic.body.error.details[0].path]).toEqual([400, 'topicName']);
    const tooLong = await call('PATCH', `/categories/${category.categoryId}`, { categoryName: 'x'.repeat(201) });
    expect([tooLong.status, tooLong.body.error.details[0].path]).toEqual([400, 'categoryName']);
    expect((await call('PATCH', `/categories/${category.categoryId}`, {})).status).toBe(400);
  });

  it('renames, and a publish toggle shows the category in the public catalog', async () => {
    const { body } = await call('POST', '/categories', { categoryName: 'Statistika', description: 'Data' });
    const code = body.category.categoryId;
    const publicCodes = async () =>
      ((await (await t.request('GET', '/math/api/catalog/categories')).json()).categories as Array<{ categoryId: string }>).map((c) => c.categoryId);
    expect(await publicCodes()).not.toContain(code);
    const renamed = await call('PATCH', `/categories/${code}`, { categoryName: 'Statistika Dasar' });
    expect(renamed.body.category).toMatchObject({ categoryName: 'Statistika Dasar', description: 'Data', isPublished: false });
    const published = await call('PATCH', `/categories/${code}`, { isPublished: true });
    expect(published.body.category.isPublished).toBe(true);
    expect(await publicCodes()).toContain(code);
  });

  it('answers 404 for a code that does not exist and 400 for a malformed one', async () => {
    expect((await call('PATCH', '/topics/TO-ZZZZZZZZ', { topicName: 'X' })).body.error.code).toBe('admin.topic_not_found');
    expect((await call('POST', '/categories/CA-ZZZZZZZZ/topics', { topicName: 'X' })).status).toBe(404);
    expect((await call('GET', '/topics/TO-ZZZZZZZZ/subtopics')).status).toBe(404);
    expect((await call('DELETE', '/subtopics/SU-ZZZZZZZZ')).status).toBe(404);
    expect((await call('GET', '/categories/bukan-kode/topics')).status).toBe(400);
  });
});

describe('reordering', () => {
  it('swaps with the neighbour and refuses to move past either end with 409', async () => {
    const category = await categoryWithTopics(['A', 'B', 'C']);
    const [a, , c] = (await call('GET', `/categories/${category.categoryId}/topics`)).body.topics;
    const moved = await call('POST', `/topics/${c.topicId}/move`, { direction: 'up' });
    expect(moved.body.topics.map((topic: { topicName: string }) => topic.topicName)).toEqual(['A', 'C', 'B']);
    await call('POST', `/topics/${a.topicId}/move`, { direction: 'down' });
    expect(await topicNames(category.categoryId)).toEqual(['C', 'A', 'B']);
    const first = (await call('GET', `/categories/${category.categoryId}/topics`)).body.topics;
    const atTop = await call('POST', `/topics/${first[0].topicId}/move`, { direction: 'up' });
    const atBottom = await call('POST', `/topics/${first[2].topicId}/move`, { direction: 'down' });
    expect([atTop.status, atTop.body.error.code, atBottom.status]).toEqual([409, 'admin.cannot_move', 409]);
    expect((await call('POST', `/topics/${a.topicId}/move`, { direction: 'sideways' })).status).toBe(400);
  });

  it('two admins moving at once leave a clean permutation', async () => {
    const category = await categoryWithTopics(['A', 'B', 'C', 'D']);
    const [, b, c] = (await call('GET', `/categories/${category.categoryId}/topics`)).body.topics;
    const results = await Promise.all([
      call('POST', `/topics/${b.topicId}/move`, { direction: 'down' }),
      call('POST', `/topics/${c.topicId}/move`, { direction: 'up' }),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    // Each swap applies to the order the other left (B down first, or C up first).
    expect([['C', 'A', 'B', 'D'], ['A', 'C', 'D', 'B']]).toContainEqual(await topicNames(category.categoryId));
    const orders = await t.db.select({ sortOrder: topics.sortOrder }).from(topics).where(eq(topics.categoryId, category.id));
    expect(new Set(orders.map((row) => row.sortOrder)).size).toBe(4);
  });
});

describe('deleting', () => {
  async function filledCategory() {
    const category = await createCategory(t.db, { name: 'Aljabar Hapus', isPublished: true });
    const topic = await createTopic(t.db, { categoryId: category.id, name: 'T', isPublished: true });
    const otherTopic = await createTopic(t.db, { categoryId: category.id, name: 'T2' });
    const subtopic = await createSubtopic(t.db, { topicId: topic.id, name: 'S', isPublished: true });
    await createSubtopic(t.db, { topicId: otherTopic.id, name: 'S2' });
    const problem = await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'Q', answer: '7' });
    await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'Q2', answer: '8' });
    const theory = await createTheory(t.db, { subtopicId: subtopic.id, content: 'Teori' });
    await t.db.insert(problemTheories).values({ problemId: problem.id, theoryId: theory.id });
    return { category, topic, subtopic, problem };
  }

  it('counts what goes, deletes it all in one go and keeps XP', async () => {
    const { category, topic, subtopic, problem } = await filledCategory();
    const learners = [await t.createSignedInUser(), await t.createSignedInUser()];
    for (const learner of learners) {
      const check = await t.request('POST', `/math/api/problems/${problem.problemId}/check`, { cookie: learner.cookie, body: { answer: '7' } });
      expect(check.status).toBe(200);
    }
    await t.request('POST', '/math/api/bookmarks', { cookie: learners[0]!.cookie, body: { problemId: problem.problemId } });
    const xpBefore = await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learners[0]!.id));
    expect(xpBefore[0]!.xp).toBeGreaterThan(0);

    const expected = { topics: 2, subtopics: 2, problems: 2, theories: 1, learners: 2 };
    const usage = { assignments: { total: 0, items: [] }, tryouts: { total: 0, items: [] }, questions: { total: 0, items: [] } };
    expect((await call('GET', `/categories/${category.categoryId}/deletion-impact`)).body).toEqual({ ...expected, usage });
    expect((await call('GET', `/topics/${topic.topicId}/deletion-impact`)).body).toEqual({ ...expected, topics: 0, subtopics: 1, usage });
    expect((await call('GET', `/subtopics/${subtopic.subtopicId}/deletion-impact`)).body).toEqual({ ...expected, topics: 0, subtopics: 0, usage });

    const deleted = await call('DELETE', `/categories/${category.categoryId}`);
    expect(deleted).toEqual({ status: 200, body: { deleted: expected } });
    expect(await t.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect(await t.db.select().from(topics).where(eq(topics.categoryId, category.id))).toEqual([]);
    expect(await t.db.select().from(subtopics).where(eq(subtopics.topicId, topic.id))).toEqual([]);
    expect(await t.db.select().from(theories).where(eq(theories.subtopicId, subtopic.id))).toEqual([]);
    expect(await t.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learners[0]!.id))).toEqual(xpBefore);
    expect((await call('GET', `/categories/${category.categoryId}/topics`)).status).toBe(404);
  });

  it('deletes a subtopic with its problems but leaves its siblings', async () => {
    const { topic, subtopic } = await filledCategory();
    const deleted = await call('DELETE', `/subtopics/${subtopic.subtopicId}`);
    expect(deleted.body.deleted).toEqual({ topics: 0, subtopics: 0, problems: 2, theories: 1, learners: 0 });
    expect(await t.db.select().from(topics).where(eq(topics.id, topic.id))).toHaveLength(1);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/content-tree'],
    ['GET', '/categories'],
    ['POST', '/categories'],
    ['DELETE', '/categories/CA-ZZZZZZZZ'],
  ])('%s %s refuses a guest with 401 and a learner with 403', async (method, path) => {
    const learner = await t.createSignedInUser();
    const body = method === 'POST' ? { categoryName: 'X', description: 'Y' } : undefined;
    expect((await t.request(method, `${API}${path}`, { body })).status).toBe(401);
    expect((await t.request(method, `${API}${path}`, { cookie: learner.cookie, body })).status).toBe(403);
  });
});
