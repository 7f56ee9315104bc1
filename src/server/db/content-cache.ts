import { createBoundedMap, type CacheBounds } from '../bounded-map';
import type { ContentChanges } from './content-changes';

export type { CacheBounds } from '../bounded-map';

/**
 * A bounded map (least recently used out first, by count and optionally by size) of values read
 * from the content tables, each valid for the generation it was read in. A value whose read
 * began before a change is not kept.
 */
export function createContentCache<V>(changes: Pick<ContentChanges, 'generation' | 'live'>, bounds: number | CacheBounds<V>) {
  const entries = createBoundedMap<V>(typeof bounds === 'number' ? { maxEntries: bounds } : bounds);
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
      current().set(key, value);
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
      return entries.bytes;
    },
  };
  return cache;
}

export type ContentCache<V> = ReturnType<typeof createContentCache<V>>;
