/** A map's bounds: at most `maxEntries` entries and, with `sizeOf`, `maxBytes` of their sizes. */
export type CacheBounds<V> = { maxEntries: number; maxBytes?: number; sizeOf?: (value: V) => number };

/**
 * A map bounded by count and by size, least recently used out first: `get` counts as a use. A
 * value larger than the whole bound is not kept.
 */
export function createBoundedMap<V>({ maxEntries, maxBytes = Infinity, sizeOf }: CacheBounds<V>) {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  const map = {
    get(key: string): V | undefined {
      const held = entries.get(key);
      if (!held) return undefined;
      entries.delete(key);
      entries.set(key, held);
      return held.value;
    },
    set(key: string, value: V) {
      const size = sizeOf ? sizeOf(value) : 0;
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        bytes -= old.bytes;
      }
      entries.set(key, { value, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const [oldestKey, oldest] = entries.entries().next().value!;
        entries.delete(oldestKey);
        bytes -= oldest.bytes;
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
  return map;
}
