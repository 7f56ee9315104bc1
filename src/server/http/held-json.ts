import zlib from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { JSONParsed } from 'hono/utils/types';

/**
 * JSON whose start is the same for every request and is held in memory (a subtopic's cards, a
 * problem's page), compressed once, followed by a short end made per request (the learner's
 * marks or progress). A browser's request gets gzip without compressing the held part again:
 * the held part is a raw deflate stream ended by a sync flush (byte-aligned, not final), the end
 * is deflated on its own and follows it (a decoder only needs the blocks in order; the end's
 * blocks simply never refer back into the held part), and the gzip trailer's CRC-32 continues
 * from the held part's. Decision 022, issue 13.
 */
export type HeldJson = HeldPiece & {
  /** The held part as UTF-8, or null when only the compressed form is kept (inflated on demand). */
  raw: Buffer | null;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The held part is compressed once and served many times: the best compression is worth its time.
const HELD_LEVEL = 9;
// The per-request end is short (at most a few KB of marks): a fast level, and a short end is not
// compressed at all (a stored block: no zlib call, whose set-up alone costs 20-50 µs).
const END_LEVEL = 1;
const STORED_END_BYTES = 512;

const STORED_BLOCK_MAX = 0xffff;

/** RFC 1951 3.2.4: a stored block (BTYPE = 00; what precedes ends byte-aligned): BFINAL, LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer, isFinal: boolean): Buffer[] {
  const header = Buffer.alloc(5);
  header[0] = isFinal ? 1 : 0;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}

/** The end as the last deflate block: stored as it is when short, else compressed. */
function finalBlock(end: Buffer): Buffer[] {
  return end.length > STORED_END_BYTES ? [zlib.deflateRawSync(end, { level: END_LEVEL })] : storedBlock(end, true);
}

/** A gzip member of these deflate blocks, with the CRC-32 and length of what they hold. */
function gzipMember(blocks: Buffer[], crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...blocks, trailer]);
}

/**
 * A compressed result copied to memory of its own size, for holding: zlib's sync functions return a
 * slice of a 16 KB chunk (or larger), which a held slice keeps whole. A held page of 3 KB kept 16 KB.
 * The copy is not taken from Node's pool of small buffers: in Node 24 its slabs are 64 KB
 * (`Buffer.poolSize`; 8 KB in Node 20), and a held copy would keep its slab whole.
 */
export function compactForHolding(buffer: Buffer): Buffer {
  if (buffer.byteLength * 2 > buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

export function holdJson(start: Buffer, { keepRaw }: { keepRaw: boolean }): HeldJson {
  return { ...holdPiece(start), raw: keepRaw ? compactForHolding(start) : null };
}

/** Memory a held part takes (its compressed bytes, and its UTF-8 when kept). */
export const heldJsonBytes = (held: HeldJson) => held.deflated.length + (held.raw?.length ?? 0) + 64;

/** The held part as UTF-8 (kept, or inflated from its compressed form). */
export const heldJsonStart = (held: HeldJson): Buffer => held.raw ?? zlib.inflateRawSync(held.deflated, { finishFlush: zlib.constants.Z_SYNC_FLUSH });

/** The whole JSON, uncompressed. */
export const heldJsonText = (held: HeldJson, end: string): Buffer => Buffer.concat([heldJsonStart(held), Buffer.from(end)]);

/** The whole JSON as a gzip member: the held part's compressed bytes, then the end's. */
export function heldJsonGzip(held: HeldJson, end: string): Buffer {
  const endBytes = Buffer.from(end);
  return gzipMember([held.deflated, ...finalBlock(endBytes)], zlib.crc32(endBytes, held.crc), held.length + endBytes.length);
}

// CRC-32 of a concatenation from the CRCs of its parts (the algebra zlib's crc32_combine uses):
// a CRC register shifted over n zero bytes is a product with x^(8n) modulo the CRC's polynomial,
// in its bit-reflected form. A held piece keeps that factor for its length, so the CRC of
// pieces and per-request parts is found without reading the pieces' bytes again.
const CRC_POLYNOMIAL = 0xedb88320;

/** a(x) * b(x) modulo the polynomial (reflected: bit 31 is x^0). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let mask = 0x80000000; mask !== 0; mask >>>= 1) {
    if (a & mask) product ^= b;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo the polynomial, k = 0..63.
const POWERS_OF_X = (() => {
  const powers = [0x40000000]; // x^1
  for (let k = 1; k < 64; k += 1) powers.push(multiplyModP(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** The factor that shifts a CRC register over `bytes` zero bytes: x^(8 * bytes) modulo the polynomial. */
export function crcShiftFor(bytes: number): number {
  let factor = 0x80000000; // x^0
  for (let k = 3, n = bytes; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) factor = multiplyModP(POWERS_OF_X[k]!, factor);
  return factor;
}

/** The CRC-32 of A then B, from A's CRC, B's CRC and crcShiftFor(B's length). */
export const crcCombine = (crcA: number, crcB: number, shiftB: number) => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

/** A held piece of a gzip body: its raw deflate stream ended by a sync flush, its CRC, length and CRC shift. */
export type HeldPiece = { deflated: Buffer; crc: number; length: number; shift: number };

export function holdPiece(text: Buffer): HeldPiece {
  const deflated = compactForHolding(zlib.deflateRawSync(text, { level: HELD_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  return { deflated, crc: zlib.crc32(text), length: text.length, shift: crcShiftFor(text.length) };
}

/**
 * A gzip member of held pieces and short per-request parts in turn: each held piece's compressed
 * bytes as they are, each part as a stored block (no compression), the CRC combined. Null when a
 * part is too long for one stored block (64 KB).
 */
export function gzipOfPieces(parts: ReadonlyArray<HeldPiece | Buffer>): Buffer | null {
  const blocks: Buffer[] = [];
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      if (part.length > STORED_BLOCK_MAX) return null;
      blocks.push(...storedBlock(part, false));
      crc = zlib.crc32(part, crc);
    } else {
      blocks.push(part.deflated);
      crc = crcCombine(crc, part.crc, part.shift);
    }
    length += part.length;
  }
  return gzipMember([...blocks, ...storedBlock(Buffer.alloc(0), true)], crc, length);
}

/** Whether the request's Accept-Encoding takes gzip (RFC 9110: by name or `*`, with q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named ? named.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0);
  return q > 0;
}

/**
 * A 200 of the held JSON and its end, gzip-encoded when the client takes gzip, typed as
 * `c.json(value)` of a `T` would be so the SPA's typed client (hc) reads it the same way. The
 * caller guarantees the bytes are JSON.stringify of a T (asserted by the routes' tests). The app
 * sets `Vary: Accept-Encoding` on every response; its compression middleware leaves a response
 * that already has a Content-Encoding alone.
 */
export function heldJsonResponse<T>(c: Context, held: HeldJson, end: string): TypedResponse<JSONParsed<T>, 200, 'json'> {
  const gzip = acceptsGzip(c.req.header('accept-encoding'));
  const body = gzip ? heldJsonGzip(held, end) : heldJsonText(held, end);
  const headers: Record<string, string> = gzip ? { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } : { 'Content-Type': 'application/json' };
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}
