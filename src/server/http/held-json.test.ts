import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compactForHolding, crcCombine, crcShiftFor, gzipOfPieces, heldJsonBytes, heldJsonGzip, heldJsonStart, heldJsonText, holdJson, holdPiece } from './held-json';

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

describe('held pieces', () => {
  // Text that compresses, with bytes of every value and multi-byte characters.
  const text = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * seed + (i >> 3)) % 90))).join('') + 'é∑');

  it('combine CRCs as the CRC of the whole', () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 7], [13, 1], [1000, 70_000], [65_536, 3]] as const) {
      const first = text(a, 7);
      const second = text(b, 11);
      expect(crcCombine(crc32(first), crc32(second), crcShiftFor(second.length)), `${a} + ${b}`).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('make one gzip member of held pieces and per-request parts, in order', () => {
    const head = text(30_000, 5);
    const middle = text(2_000, 3);
    const tail = text(500, 9);
    const email = Buffer.from('o&#x27;brien@contoh.id');
    const me = Buffer.from('{"id":"u-1","email":"o\'brien@contoh.id"}');
    const gzip = gzipOfPieces([holdPiece(head), email, holdPiece(middle), me, holdPiece(tail)]);
    expect(gzip).not.toBeNull();
    // gunzip checks the trailer's CRC-32 and length.
    expect(gunzipSync(gzip!)).toEqual(Buffer.concat([head, email, middle, me, tail]));
    expect(gzip!.length).toBeLessThan(head.length / 2);
    expect(gunzipSync(gzipOfPieces([])!)).toEqual(Buffer.alloc(0));
  });

  it('refuse a part too long for one stored block', () => {
    expect(gzipOfPieces([holdPiece(text(10, 3)), Buffer.alloc(65_536, 97)])).toBeNull();
    expect(gunzipSync(gzipOfPieces([Buffer.alloc(65_535, 97)])!)).toEqual(Buffer.alloc(65_535, 97));
  });
});

describe('what is held', () => {
  it('keeps memory of its own size, not the chunk zlib compressed into', () => {
    const held = holdJson(Buffer.from('{"a":1,"b":"dua"'), { keepRaw: false });
    expect(held.deflated.buffer.byteLength).toBe(held.deflated.byteLength); // not a slab of Node's pool (64 KB in Node 24)
    const kept = holdJson(Buffer.from('{"a":1'), { keepRaw: true }).raw!;
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
    expect(holdPiece(Buffer.from('<p>Soal</p>')).deflated.buffer.byteLength).toBeLessThan(16_384);
    const whole = Buffer.alloc(10_000, 1);
    expect(compactForHolding(whole)).toBe(whole);
    const slice = Buffer.alloc(16_384).subarray(0, 100);
    expect(compactForHolding(slice).buffer.byteLength).toBeLessThan(16_384);
    expect(compactForHolding(slice)).toEqual(slice);
  });
});
