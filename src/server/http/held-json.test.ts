import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, heldJsonBytes, heldJsonGzip, heldJsonStart, heldJsonText, holdJson } from './held-json';

// A start like a subtopic's list: repetitive KaTeX markup, with characters outside ASCII.
const start = Buffer.from(
  `{"problems":[${Array.from({ length: 300 }, (_, i) => JSON.stringify({ number: i + 1, previewHtml: `<span class="katex"><math><mi>x</mi><mn>${i}</mn></math></span> — ≤ é` })).join(',')}]`,
);

describe('held JSON', () => {
  it('gzips the held start and a per-request end into one valid member, whether the start is kept raw or not', () => {
    for (const keepRaw of [true, false]) {
      const held = holdJson(start, { keepRaw });
      for (const end of ['}', '', `,"progress":{"isCorrect":true,"note":"${'é'.repeat(250)}"}}`, `,"marks":${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ status: i % 3 ? 'untried' : 'correct', isBookmarked: i % 7 === 0 })))}}`]) {
        const expected = `${start.toString()}${end}`;
        // gunzipSync checks the trailer's CRC-32 and length.
        expect(gunzipSync(heldJsonGzip(held, end)).toString()).toBe(expected);
        expect(heldJsonText(held, end).toString()).toBe(expected);
        if (end) expect(JSON.parse(expected).problems).toHaveLength(300);
      }
      expect(heldJsonStart(held).equals(start)).toBe(true);
      expect(held.raw === null).toBe(!keepRaw);
    }
  });

  it('keeps a fraction of the start when only the compressed form is held', () => {
    const compressed = holdJson(start, { keepRaw: false });
    expect(heldJsonBytes(compressed)).toBeLessThan(start.length / 4);
    expect(heldJsonBytes(holdJson(start, { keepRaw: true }))).toBeGreaterThan(start.length);
  });

  it('holds an empty start and ends it', () => {
    const held = holdJson(Buffer.alloc(0), { keepRaw: false });
    expect(gunzipSync(heldJsonGzip(held, '{}')).toString()).toBe('{}');
  });

  it('reads Accept-Encoding as RFC 9110 says: gzip by name or by *, never with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
