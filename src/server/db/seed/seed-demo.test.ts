import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '../../../core/problem-shapes';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { runMigrations } from '../migrate';
import { categories, problems, problemTheories, subtopics, topics, users } from '../schema';
import { seedAccounts, seedDemoContent } from './seed-demo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('demo seed', () => {
  it('seeds on an empty database and not again on a second run', async () => {
    expect(await seedDemoContent(database.db)).toBe(true);
    const before = await database.db.select({ n: count() }).from(problems);
    expect(await seedDemoContent(database.db)).toBe(false);
    expect(await database.db.select({ n: count() }).from(problems)).toEqual(before);
  });

  it('has at least 3 published categories, the List Teori category and an unpublished one', async () => {
    const rows = await database.db.select().from(categories);
    expect(rows.filter((row) => row.isPublished && row.categoryName !== 'List Teori').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.categoryName === 'List Teori')).toBe(true);
    expect(rows.some((row) => !row.isPublished && row.categoryName !== 'List Teori')).toBe(true);
  });

  it('has at least 40 visible problems of every type, some with public solutions, some without, theory links and a video', async () => {
    const visible = await database.db
      .select({ type: problems.type, hasSolution: problems.hasSolution, isPublic: problems.isPublic, videoLink: problems.videoLink, id: problems.id })
      .from(problems)
      .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
      .innerJoin(topics, eq(topics.id, subtopics.topicId))
      .innerJoin(categories, eq(categories.id, topics.categoryId))
      .where(sql`${categories.isPublished} and ${topics.isPublished} and ${subtopics.isPublished}`);
    expect(visible.length).toBeGreaterThanOrEqual(40);
    expect(new Set(visible.map((row) => row.type))).toEqual(new Set(PROBLEM_TYPES));
    expect(visible.some((row) => row.hasSolution && row.isPublic)).toBe(true);
    expect(visible.some((row) => !row.hasSolution)).toBe(true);
    expect(visible.some((row) => row.videoLink?.includes('youtu'))).toBe(true);
    expect((await database.db.select({ n: count() }).from(problemTheories))[0]!.n).toBeGreaterThan(0);
  });

  it('creates an admin and a demo learner with generated passwords, once', async () => {
    const first = await seedAccounts(database.db, { withDemoLearner: true });
    expect(first.map((account) => account.role).sort()).toEqual(['admin', 'basic']);
    expect(first.every((account) => account.generated && account.password.length >= 16)).toBe(true);
    const again = await seedAccounts(database.db, { withDemoLearner: true });
    expect(again).toEqual([]);
    const second = await seedAccounts(database.db, { withDemoLearner: true });
    expect(second).toEqual([]);
    expect(first[0]!.password).not.toBe((await seedAccounts(database.db, { adminEmail: 'guru@contoh.id', withDemoLearner: false }))[0]!.password);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const created = await seedAccounts(database.db, { adminEmail: 'Kepala@Contoh.id', adminPassword: 'kunci-sekolah-99', withDemoLearner: false });
    expect(created).toEqual([{ email: 'Kepala@Contoh.id', password: 'kunci-sekolah-99', role: 'admin', generated: false }]);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'kepala@contoh.id'));
    expect(row?.role).toBe('admin');
  });

  it('creates each account once when several instances seed at the same moment', async () => {
    const options = { adminEmail: 'serentak-admin@contoh.id', withDemoLearner: false };
    const results = await Promise.all([seedAccounts(database.db, options), seedAccounts(database.db, options), seedAccounts(database.db, options)]);
    expect(results.flat()).toHaveLength(1);
    const rows = await database.db.select().from(users).where(eq(users.email, 'serentak-admin@contoh.id'));
    expect(rows).toHaveLength(1);
  });

  it('migrations are safe to run twice', async () => {
    await expect(runMigrations(database.url)).resolves.toBeUndefined();
    await expect(runMigrations(database.url)).resolves.toBeUndefined();
  });
});
