import { desc } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { waitUntil } from '../test/wait-until';
import { createDatabase, type DatabaseHandle } from './client';
import { createCache } from '../cache/cache';
import { changesOnCommit, type Changes, type ContentChanges } from './content-changes';
import type { Writer } from './unique-code';

// A feature that adds a content table follows two rules (decision 041, docs/adding-a-feature.md):
// its usecase tells `changes.contentChanged()` once its write has committed, which this server
// hears at once; and its migration gives the table migration 0009's trigger, which other servers
// and writes outside the app (psql, scripts) are heard by. Nothing matches SQL text: a table the
// app has never heard of is covered by those two lines alone. This file makes such a table.
const notices = pgTable('notices', { id: serial().primaryKey(), body: text().notNull() });

// The feature's repository and usecase, as a module would have them.
const createNoticesRepository = (db: Writer) => ({
  latest: async () => (await db.select({ body: notices.body }).from(notices).orderBy(desc(notices.id)).limit(1))[0]?.body,
  add: async (body: string) => {
    await db.transaction(async (tx) => {
      await tx.insert(notices).values({ body });
    });
  },
});
type NoticesRepository = ReturnType<typeof createNoticesRepository>;

async function postNotice({ repo, changes }: { repo: NoticesRepository; changes: Changes }, body: string) {
  await repo.add(body);
  changes.contentChanged();
}

let database: TestDatabase;
let other: DatabaseHandle;

const heldNotices = (changes: ContentChanges) => createCache({ changes }).holder<string>('notices', { sizeOf: (body) => body.length, tags: () => ['content'] });

beforeAll(async () => {
  database = await createTestDatabase();
  // The feature's table, first without the trigger its migration gives it (the test adds it).
  await database.sql.unsafe(`
    create table notices (id serial primary key, body text not null);
    insert into notices (body) values ('lama');`);
  // A second server on the same database.
  other = createDatabase(database.url, { maxConnections: 2 });
  await waitUntil(() => database.contentChanges().live && other.contentChanges().live, 'both listeners');
});
afterAll(async () => {
  await other.close();
  await database.drop();
});

describe('a new content table written by a new usecase', () => {
  it('is never served stale: here at once, on another server once Postgres has announced it', async () => {
    const here = database.contentChanges();
    const there = other.contentChanges();
    const repo = createNoticesRepository(database.db);
    const otherRepo = createNoticesRepository(other.db);
    const heldHere = heldNotices(here);
    const heldThere = heldNotices(there);
    const readHere = () => heldHere.get('latest', repo.latest);
    const readThere = () => heldThere.get('latest', otherRepo.latest);
    expect([await readHere(), await readThere()]).toEqual(['lama', 'lama']);
    // Held: a read costs no query (nothing else was written meanwhile).
    expect(heldHere.peek('latest')).toBe('lama');
    expect(heldThere.peek('latest')).toBe('lama');

    await postNotice({ repo, changes: here }, 'baru');
    // No notification can have done it (the table has no trigger yet): the usecase's own call
    // dropped what this server held.
    expect(heldHere.peek('latest')).toBeUndefined();
    expect(await readHere()).toBe('baru');
    // Another server hears only Postgres: without the trigger it still holds the old row.
    await there.settled();
    expect(await readThere()).toBe('lama');

    // The trigger the feature's migration adds: now the other server hears every commit.
    await database.sql.unsafe(`
      create trigger notices_content_changed after insert or update or delete or truncate on notices
        for each statement execute function content_changed_notify()`);
    const thereBefore = there.generation;
    await postNotice({ repo, changes: here }, 'terbaru');
    expect(await readHere()).toBe('terbaru');
    await there.settled();
    expect(there.generation).toBeGreaterThan(thereBefore);
    expect(await readThere()).toBe('terbaru');
  });

  it('waits for the commit of a transaction it joins (an idempotency claim), then tells', async () => {
    const here = database.contentChanges();
    const heldHere = heldNotices(here);
    const repo = createNoticesRepository(database.db);
    expect(await heldHere.get('latest', repo.latest)).toBe('terbaru');
    // The first test's last write was also announced by its trigger; let this server hear that
    // before taking the baseline, or its late arrival would look like a premature tell.
    await here.settled();
    const before = here.generation;
    const onCommit = changesOnCommit();
    await database.db.transaction(async (tx) => {
      await postNotice({ repo: createNoticesRepository(tx), changes: onCommit.defer(here) }, 'dalam transaksi');
      // Not yet: a read now would still see the row as it was, and could hold it again.
      expect(here.generation).toBe(before);
    });
    onCommit.commit();
    expect(here.generation).toBeGreaterThan(before);
    expect(await heldHere.get('latest', repo.latest)).toBe('dalam transaksi');
  });
});
