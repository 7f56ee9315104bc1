import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepsProblemsOutOfPractice } from '../../../core/tryout-state';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { tryoutKeepsProblemsOutOfPractice } from './visibility';

// The SQL fragment says what core's rule says, for every state a tryout's row can be in.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const at = new Date('2026-12-01T08:30:00Z');
it.each([
  ['a draft', { publishedAt: null, finalVersionId: null }],
  ['published, not finally scored', { publishedAt: at, finalVersionId: null }],
  ['finally scored', { publishedAt: at, finalVersionId: 3 }],
] as const)('%s: the fragment agrees with keepsProblemsOutOfPractice', async (_, tryout) => {
  const [row] = await database.db.execute<{ held: boolean }>(
    sql`select ${tryoutKeepsProblemsOutOfPractice} as held from (select ${tryout.publishedAt?.toISOString() ?? null}::timestamptz as published_at, ${tryout.finalVersionId}::int as final_version_id) as tryouts`,
  );
  expect(row!.held).toBe(keepsProblemsOutOfPractice(tryout));
});
