import { LRUCache } from 'lru-cache';
import type { ContentChanges } from './content-changes';

/** A cache's bounds: at most `maxEntries` entries and, with `sizeOf`, `maxBytes` of their sizes. */
export type CacheBounds<V> = { maxEntries: number; maxBytes?: number; sizeOf?: (value: V) => number };

/**
 * An LRU cache (lru-cache, least recently used out first, by count and optionally by size) of
 * values read from the content tables, each valid for the generation it was read in. A value
 * whose read began before a change is not kept; a value larger than the whole size bound is not
 * kept either.
 */
export function createContentCache<V>(changes: Pick<ContentChanges, 'generation' | 'live'>, bounds: number | CacheBounds<V>) {
  const { maxEntries, maxBytes, sizeOf } = typeof bounds === 'number' ? ({ maxEntries: bounds } as CacheBounds<V>) : bounds;
  // lru-cache holds no undefined (setting it deletes) and wants sizes of at least 1.
  const entries = new LRUCache<string, NonNullable<V>>(
    sizeOf && maxBytes !== undefined
      ? { max: maxEntries, maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))) }
      : { max: maxEntries },
  );
  let entriesGeneration = -1;
  const current = () => {
    if (entriesGeneration !== changes.generation) {
      entries.clear();
      entriesGeneration = changes.generation;
    }
    return entries;
  };
  const cache = {
    /** The value held for `key`, if any (never while changes are not heard). */
    peek(key: string): V | undefined {
      if (!changes.live) return undefined;
      return current().get(key);
    },
    /** Taken before a read from the database: what `put` needs to know the read is still current. */
    begin(): number | null {
      return changes.live ? changes.generation : null;
    },
    /** Keeps `value`, read after `begin()` returned `startedIn`, unless content changed since. */
    put(key: string, startedIn: number | null, value: V) {
      if (startedIn === null || !changes.live || changes.generation !== startedIn) return;
      current().set(key, value as NonNullable<V>);
    },
    /** The value held for `key`, or `load`ed and kept. */
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = cache.peek(key);
      if (hit !== undefined) return hit;
      const startedIn = cache.begin();
      const value = await load();
      if (value !== undefined) cache.put(key, startedIn, value);
      return value;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
  return cache;
}

export type ContentCache<V> = ReturnType<typeof createContentCache<V>>;
