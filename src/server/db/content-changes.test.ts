import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { waitUntil } from '../test/wait-until';
import type { ContentChanges } from './content-changes';
import { createContentCache } from './content-cache';
import { createProblem, createPublishedPath } from './factories';

// Published content held in memory is dropped whenever Postgres announces a change (migration
// 0009) and is never served while the announcements cannot be heard.
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

  it('drop what a cache holds, and keep nothing read before the change', async () => {
    let stored = 'lama';
    const cache = createContentCache<string>(changes, 10);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return stored;
    };
    expect(await cache.get('k', load)).toBe('lama');
    expect(await cache.get('k', load)).toBe('lama');
    expect(reads).toBe(1);

    await generationAfter(() => database.sql`update subtopics set subtopic_name = 'Baru' where id = ${subtopicId}`);
    stored = 'baru';
    expect(await cache.get('k', load)).toBe('baru');
    expect(reads).toBe(2);

    // A read that a change overtakes answers its caller but is not kept.
    const slowLoad = async () => {
      const value = stored;
      await generationAfter(() => database.sql`update subtopics set subtopic_name = 'Lebih baru' where id = ${subtopicId}`);
      stored = 'terbaru';
      return value;
    };
    expect(await cache.get('other', slowLoad)).toBe('baru');
    expect(await cache.get('other', load)).toBe('terbaru');
    // A change through this server counts at once.
    changes.contentChanged();
    stored = 'setelah admin';
    expect(await cache.get('other', load)).toBe('setelah admin');
  });

  it('holds at most its bound, least recently used out first', async () => {
    const cache = createContentCache<string>(changes, 3);
    let reads = 0;
    const load = (value: string) => async () => {
      reads += 1;
      return value;
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    await cache.get('a', load('a'));
    await cache.get('d', load('d'));
    expect(cache.size).toBe(3);
    reads = 0;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(reads).toBe(1);

    const bySize = createContentCache<string>(changes, { maxEntries: 100, maxBytes: 10, sizeOf: (value) => value.length });
    for (const key of ['abcd', 'efgh', 'ijkl']) await bySize.get(key, load(key));
    expect([bySize.size, bySize.bytes]).toEqual([2, 8]);
    // A value larger than the whole bound is never kept.
    await bySize.get('big', load('a value over ten characters'));
    expect(bySize.peek('big')).toBeUndefined();
  });

  it('serve nothing from memory while the listening connection is gone, and listen again', async () => {
    const cache = createContentCache<string>(changes, 10);
    let stored = 'sebelum';
    const load = async () => stored;
    expect(await cache.get('k', load)).toBe('sebelum');
    await database.sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'latihan-soal-content-changes' and datname = current_database()`;
    await waitUntil(() => !changes.live, 'the listener to notice');
    // A change made while nobody listens: it must not be missed.
    await database.sql`update categories set sort_order = 3`;
    stored = 'sesudah';
    expect(await cache.get('k', load)).toBe('sesudah');
    await waitUntil(() => changes.live, 'the listener to come back');
    expect(await cache.get('k', load)).toBe('sesudah');
    await generationAfter(() => database.sql`update categories set sort_order = 4`);
    stored = 'terakhir';
    expect(await cache.get('k', load)).toBe('terakhir');
  });
});
