import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createContentCache } from '../db/content-cache';
import type { ContentChanges } from '../db/content-changes';
import { encodeJson, type EncodedJson } from '../http/compression';

// A learner's own views held in memory (decision 064): the dashboard and the review list, the two
// a learner opens again and again between answers. A view is held as it is sent (its gzip)
// and served again only while nothing it shows has changed:
// - the same content generation (any change to categories, topics, subtopics or problems, heard
//   from Postgres on every server, clears them all; db/content-cache.ts);
// - before the instant its own reader gave (a review or an assignment coming due, the next day in
//   the learner's zone) and at most HOLD_MS after it was read (a bound for writes no trigger
//   follows, a user's XP set by hand in psql, say), and not on a clock gone back (a test's);
// - the learner's stamp as it was read (learnerStamp below), checked on every request.

/**
 * Whether anything a learner's views show of their own has changed: the version of their rows
 * (learner_stats.dashboard_version, moved on by every write to their progress, review cards and
 * logs and Tanya Soal questions) and, for each class they are in, its version
 * (classes.dashboard_version, moved on by any change to the class, its assignments or their
 * problems); joining or leaving a class changes the list itself. Both versions are the writing
 * transaction's id, never reused (migration 0025). Two primary-key probes and one index probe per
 * class. Also read by a view's own statement, in its snapshot.
 */
export const learnerStamp = (userId: SQL | ReturnType<typeof sql.placeholder>) => sql<string>`concat(
  (select dashboard_version from learner_stats where user_id = ${userId}), '/',
  (select string_agg(c.id::text || ':' || c.dashboard_version, ',' order by c.id)
    from class_members m join classes c on c.id = m.class_id where m.user_id = ${userId}))`;

const HOLD_MS = 10 * 60_000;
// At most this many views and bytes of them as held (gzip, or the text of a short one); the least
// recently used go first. The heavy bench learner's dashboard is 4.3 KB as text, under 2 KB held.
// The memory soak's margin is small (bench/README.md): this bound brings its own room.
const HELD_VIEWS = 10_000;
const HELD_BYTES = 8 * 1024 * 1024;

type HeldView = EncodedJson<unknown> & { stamp: string; readAt: number; validUntil: number };

/** What a view's reader gives: the value, until when time leaves it right, and the stamp its own statement read (if it read one). */
export type ReadView<T> = { value: T; validUntil: number; stamp?: string };

// `contentChanges`: without it (scripts, some tests) nothing is held.
export function createHeldLearnerViews({ db, contentChanges }: { db: Database; contentChanges?: Pick<ContentChanges, 'generation' | 'live'> }) {
  const stampQuery = db.select({ stamp: learnerStamp(sql.placeholder('userId')) }).from(sql`(select 1) as one`).prepare('learner_stamp');
  const stampOf = async (userId: string): Promise<string> => (await stampQuery.execute({ userId }))[0]!.stamp;
  const held = contentChanges
    ? createContentCache<HeldView>(contentChanges, {
        maxEntries: HELD_VIEWS,
        maxBytes: HELD_BYTES,
        sizeOf: (view) => (view.gzip ?? view.text).byteLength + view.stamp.length + 64,
      })
    : null;

  return {
    /**
     * The view `key` of learner `userId` (the key names the view and everything it was asked
     * with), held if it still may be, else `read` and held. A reader whose statement reads the
     * stamp (`readsStamp`) is held under that one, in its own snapshot; any other under the stamp
     * read just before it, so a write in between makes the next request read the view again.
     */
    async serve<T>(key: string, userId: string, now: Date, read: () => Promise<ReadView<T>>, { readsStamp }: { readsStamp: boolean }): Promise<EncodedJson<T>> {
      const at = now.getTime();
      const startedIn = held?.begin() ?? null;
      const found = held?.peek(key);
      let stampNow: string | undefined;
      if (found && at >= found.readAt && at < found.validUntil) {
        stampNow = await stampOf(userId);
        if (found.stamp === stampNow) return found as EncodedJson<T>;
      }
      const stampBefore = held && !readsStamp ? (stampNow ?? (await stampOf(userId))) : undefined;
      const view = await read();
      const encoded = encodeJson(view.value);
      const stamp = view.stamp ?? stampBefore;
      if (stamp !== undefined) held?.put(key, startedIn, { ...encoded, stamp, readAt: at, validUntil: Math.min(view.validUntil, at + HOLD_MS) });
      return encoded;
    },
  };
}

/** The first of `instants` (ISO, or null) after `now`, in ms: where what a view shows changes with time alone. */
export function dueUntil(instants: (string | null)[], now: Date): number {
  let until = Number.POSITIVE_INFINITY;
  for (const instant of instants) {
    const at = instant === null ? Number.NaN : Date.parse(instant);
    if (at > now.getTime() && at < until) until = at;
  }
  return until;
}

export type HeldLearnerViews = ReturnType<typeof createHeldLearnerViews>;
