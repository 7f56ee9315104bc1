import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';
import { createCategory, createPublishedPath } from '../../db/factories';
import { categories, topics } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { ensureTheoryCategory } from '../../db/seed/theory-category';
import { inputProblemRequest } from '../../test/content-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';

// Issue 31: 'List Teori' is a fixed part of the content. It cannot be deleted, renamed or given a
// namesake; its subtopics hold theories only; the app makes it when it is missing.

const API = '/math/api/admin';
let t: TestApp;
let admin: string;
let theoryList: { id: number; categoryId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  theoryList = await ensureTheoryCategory(t.db);
});
afterAll(() => t.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await t.request(method, `${API}${path}`, { cookie: admin, body });
  return { status: response.status, body: await response.json() };
};
const theoryLists = () => t.db.select({ categoryId: categories.categoryId, name: categories.categoryName }).from(categories).where(eq(categories.isTheoryList, true));

describe("the app makes 'List Teori' when it is missing", () => {
  it('once, however many instances start together, and not again', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => ensureTheoryCategory(t.db)));
    expect(results.every((result) => !result.created && result.categoryId === theoryList.categoryId)).toBe(true);
    expect(await theoryLists()).toEqual([{ categoryId: theoryList.categoryId, name: THEORY_CATEGORY_NAME }]);
  });

  it('makes it anew, unpublished and last, when the database has none', async () => {
    const database = await createTestDatabase();
    try {
      await createCategory(database.db, { name: 'Aljabar', sortOrder: 4 });
      const results = await Promise.all(Array.from({ length: 4 }, () => ensureTheoryCategory(database.db)));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      const rows = await database.db.select({ name: categories.categoryName, sortOrder: categories.sortOrder, isPublished: categories.isPublished }).from(categories).where(eq(categories.isTheoryList, true));
      expect(rows).toEqual([{ name: THEORY_CATEGORY_NAME, sortOrder: 5, isPublished: false }]);
    } finally {
      await database.drop();
    }
  });
});

describe('the demo seed after a start without it', () => {
  it("fills the 'List Teori' the app made, rather than making a second one", async () => {
    const database = await createTestDatabase();
    try {
      const made = await ensureTheoryCategory(database.db);
      expect(await seedDemoContent(database.db)).toBe(true);
      const lists = await database.db.select({ id: categories.id, description: categories.description }).from(categories).where(eq(categories.isTheoryList, true));
      expect(lists).toHaveLength(1);
      expect(lists[0]!.id).toBe(made.id);
      expect(lists[0]!.description).not.toBe('');
      const theoryTopics = await database.db.select().from(topics).where(eq(topics.categoryId, made.id));
      expect(theoryTopics.length).toBeGreaterThan(0);
    } finally {
      await database.drop();
    }
  });
});

describe("'List Teori' in /admin/manage", () => {
  it('is listed as the theory list', async () => {
    const list = await call('GET', '/categories');
    const rows = list.body.categories as { categoryId: string; isTheoryList: boolean }[];
    expect(rows.find((row) => row.categoryId === theoryList.categoryId)?.isTheoryList).toBe(true);
    expect(rows.filter((row) => row.isTheoryList)).toHaveLength(1);
    const tree = await call('GET', '/content-tree');
    expect(tree.body.categories.find((row: { categoryId: string }) => row.categoryId === theoryList.categoryId).isTheoryList).toBe(true);
  });

  it('cannot be deleted', async () => {
    const refused = await call('DELETE', `/categories/${theoryList.categoryId}`);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'admin.theory_category_fixed' } } });
    expect(await theoryLists()).toHaveLength(1);
  });

  it('cannot be renamed, but its description and publication can change', async () => {
    const renamed = await call('PATCH', `/categories/${theoryList.categoryId}`, { categoryName: 'Teori' });
    expect(renamed).toMatchObject({ status: 409, body: { error: { code: 'admin.theory_category_fixed' } } });
    const edited = await call('PATCH', `/categories/${theoryList.categoryId}`, { categoryName: THEORY_CATEGORY_NAME, description: 'Rumus dan konsep', isPublished: true });
    expect(edited).toMatchObject({ status: 200, body: { category: { categoryName: THEORY_CATEGORY_NAME, description: 'Rumus dan konsep', isPublished: true } } });
  });

  it('has no namesake, whether created or renamed to it', async () => {
    for (const name of [THEORY_CATEGORY_NAME, ' list teori ', 'LIST TEORI']) {
      const created = await call('POST', '/categories', { categoryName: name, description: 'Deskripsi' });
      expect(created).toMatchObject({ status: 409, body: { error: { code: 'admin.theory_category_exists' } } });
    }
    const other = await call('POST', '/categories', { categoryName: 'Geometri', description: 'Deskripsi' });
    const renamed = await call('PATCH', `/categories/${other.body.category.categoryId}`, { categoryName: THEORY_CATEGORY_NAME });
    expect(renamed).toMatchObject({ status: 409, body: { error: { code: 'admin.theory_category_exists' } } });
    expect(await theoryLists()).toHaveLength(1);
  });

  it('is kept one and unrenamed by the database too, whatever writes the row', async () => {
    await expect(createCategory(t.db, { name: THEORY_CATEGORY_NAME })).rejects.toThrow();
    await expect(t.db.update(categories).set({ categoryName: 'Teori' }).where(eq(categories.isTheoryList, true))).rejects.toThrow();
    await expect(t.db.execute(sql`insert into categories (category_id, category_name) values ('CA-ZZZZZZZZ', ${THEORY_CATEGORY_NAME})`)).rejects.toThrow();
  });

  it('keeps its topics and subtopics editable', async () => {
    const topic = await call('POST', `/categories/${theoryList.categoryId}/topics`, { topicName: 'Aljabar' });
    expect(topic.status).toBe(201);
    const subtopic = await call('POST', `/topics/${topic.body.topic.topicId}/subtopics`, { subtopicName: 'Rumus' });
    expect(subtopic.status).toBe(201);
    expect((await call('PATCH', `/subtopics/${subtopic.body.subtopic.subtopicId}`, { subtopicName: 'Rumus Dasar' })).status).toBe(200);
    expect((await call('PATCH', `/topics/${topic.body.topic.topicId}`, { topicName: 'Aljabar Dasar' })).status).toBe(200);
    expect((await call('DELETE', `/subtopics/${subtopic.body.subtopic.subtopicId}`)).status).toBe(200);
  });
});

describe("a subtopic of 'List Teori'", () => {
  it('holds theories only: a problem cannot be created in it or moved into it', async () => {
    const topic = await call('POST', `/categories/${theoryList.categoryId}/topics`, { topicName: 'Geometri' });
    const theorySubtopic = (await call('POST', `/topics/${topic.body.topic.topicId}/subtopics`, { subtopicName: 'Sudut' })).body.subtopic.subtopicId as string;
    const refusal = { status: 400, body: { error: { code: 'request.validation_failed', details: [{ path: 'subtopicId', message: 'theory_subtopic' }] } } };

    expect(await call('POST', '/problems', inputProblemRequest(theorySubtopic))).toMatchObject(refusal);

    const { subtopic } = await createPublishedPath(t.db);
    const created = await call('POST', '/problems', inputProblemRequest(subtopic.subtopicId));
    expect(created.status).toBe(201);
    const moved = await call('PUT', `/problems/${created.body.problem.problemId}`, { ...inputProblemRequest(theorySubtopic), version: created.body.problem.version });
    expect(moved).toMatchObject(refusal);
  });
});
