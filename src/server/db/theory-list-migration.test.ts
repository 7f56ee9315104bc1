import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { migrationsFolder } from './migrate';
import { categories } from './schema';

// Issue 31's data migration, run again on categories as they could be before it: several named
// 'List Teori', none marked.
const statements = fs
  .readFileSync(path.join(migrationsFolder, '0014_theory_list.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());
const dataAndCheck = statements.filter((statement) => statement.includes('UPDATE "categories"') || statement.includes('ADD CONSTRAINT'));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migration 0014: the theory list is marked', () => {
  it("marks the 'List Teori' the app used (first in the admin's order) and renames its namesakes", async () => {
    await database.db.execute(sql`alter table categories drop constraint categories_theory_list_name`);
    await database.db.execute(sql`insert into categories (category_id, category_name, sort_order) values
      ('CA-AAAAAAAA', 'List Teori', 5), ('CA-BBBBBBBB', 'List Teori', 2), ('CA-CCCCCCCC', 'Aljabar', 1), ('CA-DDDDDDDD', 'List Teori', 9)`);
    expect(dataAndCheck).toHaveLength(3);
    for (const statement of dataAndCheck) await database.db.execute(sql.raw(statement));
    const rows = await database.db
      .select({ code: categories.categoryId, name: categories.categoryName, isTheoryList: categories.isTheoryList })
      .from(categories)
      .orderBy(asc(categories.categoryId));
    expect(rows).toEqual([
      { code: 'CA-AAAAAAAA', name: 'List Teori (CA-AAAAAAAA)', isTheoryList: false },
      { code: 'CA-BBBBBBBB', name: 'List Teori', isTheoryList: true },
      { code: 'CA-CCCCCCCC', name: 'Aljabar', isTheoryList: false },
      { code: 'CA-DDDDDDDD', name: 'List Teori (CA-DDDDDDDD)', isTheoryList: false },
    ]);
  });
});
