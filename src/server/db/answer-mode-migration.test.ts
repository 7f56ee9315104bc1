import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndonesianNumber } from '../../core/numeric-answer';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { migrationsFolder } from './migrate';
import { problems } from './schema';
import { seedDemoContent } from './seed/seed-demo';

// Issue 14's data migration, run again on a copy of the demo data as it was before the modes
// existed (every problem compared as text), and on crafted answers.
const migrationSql = fs.readFileSync(path.join(migrationsFolder, '0003_answer_mode.sql'), 'utf8');
const classifyStatement = migrationSql
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.includes('UPDATE "problems"'))!
  .split('\n')
  .filter((line) => !line.startsWith('--'))
  .join('\n');
const pattern = /~ '(.+)';?$/m.exec(classifyStatement)![1]!;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migration 0003: input problems whose key is a number are graded by value', () => {
  it('on the demo data, gives every input problem the mode the seed itself gives it', async () => {
    await seedDemoContent(database.db);
    const seeded = await database.db.select({ id: problems.id, type: problems.type, answer: problems.answer, mode: problems.answerMode }).from(problems);
    const inputs = seeded.filter((row) => row.type === 'input');
    expect(inputs.some((row) => row.mode === 'number')).toBe(true);
    expect(inputs.some((row) => row.mode === 'text')).toBe(true);

    await database.db.update(problems).set({ answerMode: 'text' });
    await database.db.execute(sql.raw(classifyStatement));
    const migrated = new Map((await database.db.select({ id: problems.id, mode: problems.answerMode }).from(problems)).map((row) => [row.id, row.mode]));
    for (const row of seeded) expect([row.answer, migrated.get(row.id)]).toEqual([row.answer, row.mode]);
    // Choice types are never switched.
    const choices = await database.db.select({ mode: problems.answerMode }).from(problems).where(eq(problems.type, 'mcq'));
    expect(new Set(choices.map((row) => row.mode))).toEqual(new Set(['text']));
  });

  it.each([
    ['2', true],
    ['-7', true],
    ['2,5', true],
    ['2.5', true],
    [',5', true],
    ['1.000', true],
    ['1.000.000', true],
    ['12.345,67', true],
    ['1/6', true],
    ['10/4', true],
    ['1/0', false],
    ['x+2', false],
    ['2 1/2', false],
    ['1,2,3', false],
    ['1.2.3', false],
    [' 2', false],
    ['2,', false],
    ['Dua Belas', false],
    ['1e3', false],
  ])('switches a key written %j: %s, and only ever to a key the reader reads', async (answer, switched) => {
    const [row] = await database.db.execute<{ matches: boolean }>(sql`select ${answer}::text ~ ${pattern} as matches`);
    expect(row!.matches).toBe(switched);
    if (switched) expect(readIndonesianNumber(answer)).not.toBeNull();
  });
});
