import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanges } from '../db/content-changes';
import { createPublishedPath, createUserWithPassword } from '../db/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { waitUntil } from '../test/wait-until';
import { createCache, type CacheTag } from './cache';

// What the cache holds of content or of a user is dropped whenever a change is told or Postgres
// announces one (migrations 0009, 0010), and nothing is served while announcements cannot be heard.
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

describe('the cache', () => {
  it('drops what it holds of content on a change, and keeps nothing read before it', async () => {
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

  it("drops a user's entries on their session change, and every user's on a change for anyone", async () => {
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

  it('answers requests for a key being loaded with that one load', async () => {
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

  it('serves nothing tagged while the listening connection is gone, and holds again once it listens', async () => {
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
