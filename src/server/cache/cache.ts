import { LRUCache } from 'lru-cache';
import type { ChangeHeard, ContentChanges } from '../db/content-changes';

// The one place this server holds data in memory (docs/adding-a-feature.md lists every holder and
// what drops its entries). One LRU (lru-cache) bounded by bytes for all holders; an entry carries
// tags, and a change heard (db/content-changes.ts: told by the usecase that wrote, or announced by
// Postgres) drops every entry with its tag: `content` (categories, topics, subtopics, problems,
// tryouts' holds) or `user:<id>` (a user's sessions, role, email). A tagged entry is served and
// kept only while changes are heard, and a read that a change overtook is not kept. An untagged
// entry is never stale: its key is what it was made from (a text, a hash).

export type CacheTag = 'content' | `user:${string}`;
type Changes = Pick<ContentChanges, 'live' | 'onChange'>;

// Room for every holder together: the RSS budget (300 MB, ARCHITECTURE.md section 7) leaves this
// much for data held, the least recently used of any holder going first.
export const CACHE_BYTES = 64 * 1024 * 1024;

type Entry = { value: NonNullable<unknown>; tags: readonly CacheTag[]; bytes: number };

/** When a read began, for keeping what it read: null while changes are not heard. */
export type ReadStart = { content: number; users: number } | null;

export type Holder<V> = {
  /** The value held for `key`, if it may be served. */
  peek(key: string): V | undefined;
  /** Taken before a read whose value may be kept (put, get). */
  begin(): ReadStart;
  /** Keeps `value`, read after `begin()` gave `startedIn`, unless a change to what it shows was heard since. */
  put(key: string, startedIn: ReadStart, value: V): void;
  /**
   * The value held for `key`, or `load`ed and kept. Requests for a key being loaded wait for that
   * load (a class opening one link at once costs one read, not forty). `startedIn`: when the
   * caller began reading what `load` uses, if before this call.
   */
  get(key: string, load: () => Promise<V | undefined>, startedIn?: ReadStart): Promise<V | undefined>;
  delete(key: string): void;
};

export type HolderOptions<V> = {
  /** The bytes an entry takes with its key, at least roughly: the bound is on their sum. */
  sizeOf: (value: V, key: string) => number;
  /** The changes that drop an entry; none: never stale. */
  tags?: (value: V) => readonly CacheTag[];
};

/** `changes`: without it (scripts, some tests) tagged holders hold nothing. */
export function createCache({ changes, maxBytes = CACHE_BYTES }: { changes?: Changes; maxBytes?: number } = {}) {
  const byTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.bytes)),
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  // Moved on by every change heard: a read that began before one is not kept.
  const heard = { content: 0, users: 0 };
  const drop = (tag: string) => {
    for (const key of [...(byTag.get(tag) ?? [])]) entries.delete(key);
  };
  changes?.onChange((change: ChangeHeard) => {
    if (change === 'content' || change === '*') heard.content += 1;
    if (change !== 'content') heard.users += 1;
    const dropped = change === '*' ? [...byTag.keys()] : change === 'user:*' ? [...byTag.keys()].filter((tag) => tag.startsWith('user:')) : [change];
    for (const tag of dropped) drop(tag);
  });
  const live = () => changes?.live === true;
  const begin = (): ReadStart => (live() ? { ...heard } : null);
  const isCurrent = (tags: readonly CacheTag[], startedIn: ReadStart) =>
    tags.length === 0 ||
    (startedIn !== null && live() && tags.every((tag) => (tag === 'content' ? startedIn.content === heard.content : startedIn.users === heard.users)));
  const loading = new Map<string, { startedIn: ReadStart; value: Promise<unknown> }>();

  function holder<V>(name: string, { sizeOf, tags }: HolderOptions<V>): Holder<V> {
    const keyOf = (key: string) => `${name}\u0000${key}`;
    const held: Holder<V> = {
      peek(key) {
        if (tags && !live()) return undefined;
        return entries.get(keyOf(key))?.value as V | undefined;
      },
      begin,
      put(key, startedIn, value) {
        if (value === undefined || value === null) return;
        const entryTags = tags?.(value) ?? [];
        if (!isCurrent(entryTags, startedIn)) return;
        const full = keyOf(key);
        entries.set(full, { value, tags: entryTags, bytes: sizeOf(value, key) });
        // Not kept when larger than the whole bound.
        if (!entries.has(full)) return;
        for (const tag of entryTags) {
          let keys = byTag.get(tag);
          if (!keys) byTag.set(tag, (keys = new Set()));
          keys.add(full);
        }
      },
      async get(key, load, startedIn = begin()) {
        const hit = held.peek(key);
        if (hit !== undefined) return hit;
        const full = keyOf(key);
        const pending = loading.get(full);
        if (pending && pending.startedIn?.content === startedIn?.content && pending.startedIn?.users === startedIn?.users) return pending.value as Promise<V | undefined>;
        const value = load();
        loading.set(full, { startedIn, value });
        try {
          const loaded = await value;
          if (loaded !== undefined) held.put(key, startedIn, loaded);
          return loaded;
        } finally {
          if (loading.get(full)?.value === value) loading.delete(full);
        }
      },
      delete(key) {
        entries.delete(keyOf(key));
      },
    };
    return held;
  }

  return {
    holder,
    /** What every entry held counts for, in bytes. */
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

export type Cache = ReturnType<typeof createCache>;
