import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compactForHolding, gzipWithEnd, heldJsonBytes, heldJsonGzip, heldJsonStart, heldJsonText, holdJson, holdStart, inflateStart } from './held-json';

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

describe('a held page and its per-request end', () => {
  // A document like a server-rendered page, with bytes of every printable value and multi-byte characters.
  const documentStart = Buffer.from(`<!doctype html><html lang="id"><body><div id="root">${Array.from({ length: 2000 }, (_, i) => String.fromCharCode(32 + ((i * 7 + (i >> 3)) % 90))).join('')} é∑ ≤</div>`);
  const tail = (bytes: number) => Buffer.from(`<script type="application/json" id="ssr-tail">{"me":{"user":{"email":"o'brien@contoh.id"}},"note":"${'x'.repeat(bytes)}"}</script></body></html>`);

  it('is one gzip member of the held start and an end of any length, stored or compressed', () => {
    const held = holdStart(documentStart);
    for (const end of [Buffer.alloc(0), Buffer.from('</body></html>'), tail(100), tail(5_000), tail(70_000)]) {
      // gunzip checks the trailer's CRC-32 and length.
      expect(gunzipSync(gzipWithEnd(held, end))).toEqual(Buffer.concat([documentStart, end]));
    }
    expect(inflateStart(held)).toEqual(documentStart);
  });

  it('sends the held start as it was compressed, the same bytes for every request', () => {
    const held = holdStart(documentStart);
    const first = gzipWithEnd(held, tail(10));
    const second = gzipWithEnd(held, tail(20));
    expect(first.subarray(10, 10 + held.deflated.length)).toEqual(held.deflated);
    expect(second.subarray(10, 10 + held.deflated.length)).toEqual(held.deflated);
    expect(held.deflated.length).toBeLessThan(documentStart.length / 2);
  });
});

describe('what is held', () => {
  it('keeps memory of its own size, not the chunk zlib compressed into', () => {
    const held = holdJson(Buffer.from('{"a":1,"b":"dua"'), { keepRaw: false });
    expect(held.deflated.buffer.byteLength).toBe(held.deflated.byteLength); // not a slab of Node's pool (64 KB in Node 24)
    const kept = holdJson(Buffer.from('{"a":1'), { keepRaw: true }).raw!;
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
    expect(holdStart(Buffer.from('<p>Soal</p>')).deflated.buffer.byteLength).toBeLessThan(16_384);
    const whole = Buffer.alloc(10_000, 1);
    expect(compactForHolding(whole)).toBe(whole);
    const slice = Buffer.alloc(16_384).subarray(0, 100);
    expect(compactForHolding(slice).buffer.byteLength).toBeLessThan(16_384);
    expect(compactForHolding(slice)).toEqual(slice);
  });
});
