import { describe, expect, it } from 'vitest';
import { createCache } from '../cache/cache';
import { createMarkupCache } from './markup-cache';

describe('the markup cache', () => {
  it('holds renderings up to the cache size in bytes, whatever their number', () => {
    const bound = 20_000;
    const cache = createCache({ maxBytes: bound });
    const markup = createMarkupCache(cache);
    for (let i = 0; i < 200; i += 1) {
      markup.block(`Soal ${i}: hitung $\\frac{${i}}{${i + 1}} + \\sqrt{${i}}$.`);
      expect(cache.bytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.bytes).toBeGreaterThan(bound / 2);
    // A rendering larger than the whole bound is answered but never held.
    const before = cache.bytes;
    const long = markup.block(`$${'x + '.repeat(400)}x$`);
    expect(long.length).toBeGreaterThan(bound);
    expect(cache.bytes).toBeLessThanOrEqual(before);
  });
});
