import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { waitUntil } from '../test/wait-until';
import { createCache, type CacheTag } from '../cache/cache';
import type { ContentChanges } from './content-changes';
import { createProblem, createPublishedPath, createUserWithPassword } from './factories';

// What the cache holds of content or of a user is dropped whenever Postgres announces a change
// (migrations 0009, 0010) and is never served while the announcements cannot be heard.
let database: TestDatabase;
let changes: ContentChanges;
let subtopicId: number;

const holderOf = (tags: readonly CacheTag[], maxBytes?: number) =>
  createCache({ changes, maxBytes }).holder<string>('test', { sizeOf: (value) => value.length, tags: () => tags });

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
  it('are heard from every content table, whoever writes them, and not from a report counter', async () => {
    const { sql } = database;
    const problem = await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $1 + 1$?', answer: '2' });
    const writes: [string, () => Promise<unknown>, boolean][] = [
      ['a problem edited', () => sql`update problems set tag = 'aljabar' where id = ${problem.id}`, true],
      ['a subtopic renamed', () => sql`update subtopics set subtopic_name = 'Persamaan' where id = ${subtopicId}`, true],
      ['a topic unpublished', () => sql`update topics set is_published = false`, true],
      ['a category reordered', () => sql`update categories set sort_order = 2`, true],
      ['a problem added', () => createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $2 + 2$?', answer: '4' }), true],
      ['only its open reports counted', () => sql`update problems set open_reports = open_reports + 1 where id = ${problem.id}`, false],
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

  it('drop what the cache holds of content, and keep nothing read before the change', async () => {
    let stored = 'lama';
    const cache = holderOf(['content']);
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

  it("drop a user's entries on their session change, and every user's on a change for anyone", async () => {
    const [first, second] = [
      await createUserWithPassword(database.db, { email: 'satu@contoh.id', password: 'kuda-laut-berlari-9' }),
      await createUserWithPassword(database.db, { email: 'dua@contoh.id', password: 'kuda-laut-berlari-9' }),
    ];
    const cache = createCache({ changes });
    const sessions = cache.holder<string>('sessions', { sizeOf: (id) => id.length, tags: (id) => [`user:${id}`] });
    const content = cache.holder<string>('content', { sizeOf: (value) => value.length, tags: () => ['content'] });
    for (const { id } of [first!, second!]) sessions.put(id, sessions.begin(), id);
    content.put('k', content.begin(), 'isi');
    const held = () => [sessions.peek(first!.id), sessions.peek(second!.id), content.peek('k')];
    expect(held()).toEqual([first!.id, second!.id, 'isi']);
    // Written outside the app (psql): heard from Postgres.
    await database.sql`update users set role = 'admin' where id = ${first!.id}`;
    await changes.settled();
    expect(held()).toEqual([undefined, second!.id, 'isi']);
    changes.sessionChanged(null);
    expect(held()).toEqual([undefined, undefined, 'isi']);
    // A read that a session change overtook is not kept; a read of content is.
    const startedIn = sessions.begin();
    changes.sessionChanged(first!.id);
    sessions.put(second!.id, startedIn, second!.id);
    content.put('k2', startedIn, 'isi');
    expect([sessions.peek(second!.id), content.peek('k2')]).toEqual([undefined, 'isi']);
  });

  it('holds at most its bound in bytes, least recently used out first, and nothing larger than the bound', async () => {
    const cache = holderOf(['content'], 10);
    let reads = 0;
    const load = (value: string) => async () => {
      reads += 1;
      return value;
    };
    for (const key of ['abcd', 'efgh', 'ijkl']) await cache.get(key, load(key));
    expect([cache.peek('abcd'), cache.peek('efgh'), cache.peek('ijkl')]).toEqual([undefined, 'efgh', 'ijkl']);
    reads = 0;
    await cache.get('efgh', load('efgh'));
    await cache.get('abcd', load('abcd'));
    expect(reads).toBe(1);
    expect(cache.peek('ijkl')).toBeUndefined();
    await cache.get('big', load('a value over ten characters'));
    expect(cache.peek('big')).toBeUndefined();
  });

  it('answer requests for a key being loaded with that one load', async () => {
    const cache = holderOf(['content']);
    let reads = 0;
    let release = () => {};
    const load = () =>
      new Promise<string>((resolve) => {
        reads += 1;
        release = () => resolve('sekali');
      });
    const waiting = [cache.get('k', load), cache.get('k', load)];
    release();
    expect(await Promise.all(waiting)).toEqual(['sekali', 'sekali']);
    expect(reads).toBe(1);
  });

  it('serve nothing from memory while the listening connection is gone, and listen again', async () => {
    const cache = holderOf(['content']);
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
