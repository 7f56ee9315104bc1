import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createTopic } from './factories';
import { categories, problems, topics } from './schema';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// patches/drizzle-orm+0.45.4.patch (decision 028): drizzle finds each selected field's decoder
// once per list of fields (kept by a prepared query) instead of once per cell. Rows come out as
// drizzle documents them, whatever the plan cached for their fields.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("drizzle's rows, with its row mapping patched", () => {
  it('maps columns, SQL with a decoder, nested objects and a left join without a match (null), the same on every run of a prepared query', async () => {
    const { db } = database;
    const withTopic = await createCategory(db, { name: 'Aljabar', sortOrder: 1 });
    const alone = await createCategory(db, { name: 'Geometri', sortOrder: 2 });
    await createTopic(db, { categoryId: withTopic.id, name: 'Persamaan' });
    const query = db
      .select({
        category: categories,
        topic: topics,
        label: sql<string>`upper(${categories.categoryName})`,
        nested: { id: categories.id, at: sql<Date>`now()`.mapWith(problems.createdAt), count: sql<number>`1 + 1`.mapWith(Number) },
      })
      .from(categories)
      .leftJoin(topics, eq(topics.categoryId, categories.id))
      .where(sql`${categories.id} in (${withTopic.id}, ${alone.id})`)
      .orderBy(asc(categories.sortOrder))
      .prepare('row_mapping_probe');
    for (let run = 0; run < 3; run += 1) {
      const rows = await query.execute();
      expect(rows.map((row) => [row.category.categoryName, row.topic?.topicName ?? null, row.label, row.nested.count])).toEqual([
        ['Aljabar', 'Persamaan', 'ALJABAR', 2],
        ['Geometri', null, 'GEOMETRI', 2],
      ]);
      expect(rows[1]!.topic).toBeNull();
      expect(rows[0]!.nested.at).toBeInstanceOf(Date);
    }
  });
});
