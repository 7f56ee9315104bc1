import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { waitUntil } from '../test/wait-until';
import type { ContentChanges } from './content-changes';
import { createProblem, createPublishedPath } from './factories';

// Postgres announces every committed change to content (migration 0009); the cache's own tests
// (cache/cache.test.ts) show what is dropped on hearing it.
let database: TestDatabase;
let changes: ContentChanges;
let subtopicId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ subtopic: { id: subtopicId } } = await createPublishedPath(database.db));
  changes = database.contentChanges();
  await waitUntil(() => changes.live, 'the listener');
});
afterAll(() => database.drop());

/** The generation after `write` has committed and been heard. */
async function generationAfter(write: () => Promise<unknown>): Promise<number> {
  await write();
  await changes.settled();
  return changes.generation;
}

describe('content changes', () => {
  it('are heard from every content table, whoever writes them', async () => {
    const { sql } = database;
    const problem = await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $1 + 1$?', answer: '2' });
    const writes: [string, () => Promise<unknown>, boolean][] = [
      ['a problem edited', () => sql`update problems set tag = 'aljabar' where id = ${problem.id}`, true],
      ['a subtopic renamed', () => sql`update subtopics set subtopic_name = 'Persamaan' where id = ${subtopicId}`, true],
      ['a topic unpublished', () => sql`update topics set is_published = false`, true],
      ['a category reordered', () => sql`update categories set sort_order = 2`, true],
      ['a problem added', () => createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $2 + 2$?', answer: '4' }), true],
      ['a problem deleted', () => sql`delete from problems where id = ${problem.id}`, true],
      ['a change rolled back', () => sql.begin(async (tx) => {
        await tx`update problems set tag = 'batal'`;
        throw new Error('rolled back on purpose');
      }).catch(() => undefined), false],
    ];
    for (const [what, write, announced] of writes) {
      const before = await generationAfter(async () => undefined);
      const after = await generationAfter(write);
      expect(after > before, what).toBe(announced);
    }
  });
});
