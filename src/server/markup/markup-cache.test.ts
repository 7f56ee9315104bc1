import { describe, expect, it } from 'vitest';
import { createMarkupCache } from './markup-cache';

describe('the markup cache', () => {
  it('holds renderings up to its size in bytes, whatever their number', () => {
    const bound = 20_000;
    const markup = createMarkupCache(bound);
    for (let i = 0; i < 200; i += 1) {
      markup.block(`Soal ${i}: hitung $\\frac{${i}}{${i + 1}} + \\sqrt{${i}}$.`);
      expect(markup.bytes).toBeLessThanOrEqual(bound);
    }
    expect(markup.bytes).toBeGreaterThan(bound / 2);
    // A rendering larger than the whole bound is answered but never held.
    const before = markup.bytes;
    const long = markup.block(`$${'x + '.repeat(400)}x$`);
    expect(long.length).toBeGreaterThan(bound);
    expect(markup.bytes).toBeLessThanOrEqual(before);
  });
});
