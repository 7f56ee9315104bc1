import zlib from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A text whose start is the same for every request and is held in memory, compressed once,
 * followed by a short end made per request: a subtopic's cards or a problem's page (JSON, then
 * the learner's marks or progress, decision 022), or a server-rendered page (its document, then a
 * signed-in learner's data tail, http/ssr.ts). A browser's request gets gzip without compressing
 * the held part again: the held part is a raw deflate stream ended by a sync flush (byte-aligned,
 * not final), the end is deflated on its own and follows it as the final block (a decoder only
 * needs the blocks in order; the end's blocks simply never refer back into the held part), and
 * the gzip trailer's CRC-32 continues from the held part's (`zlib.crc32(end, held.crc)`).
 */
export type HeldStart = { deflated: Buffer; crc: number; length: number };

/** A response's JSON as a held start and the end made for this request (heldJsonResponse). */
export type HeldJsonParts = { held: HeldJson; end: string };

/** A held start of JSON, with its UTF-8 when kept (else inflated on demand). */
export type HeldJson = HeldStart & {
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

/** RFC 1951 3.2.4: the final block stored (BTYPE = 00; what precedes ends byte-aligned): BFINAL, LEN, NLEN, the bytes. */
function storedFinalBlock(bytes: Buffer): Buffer[] {
  const header = Buffer.alloc(5);
  header[0] = 1;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [header, bytes];
}

/** The end as the last deflate block: stored as it is when short, else compressed. */
function finalBlock(end: Buffer): Buffer[] {
  return end.length > STORED_END_BYTES ? [zlib.deflateRawSync(end, { level: END_LEVEL })] : storedFinalBlock(end);
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

/** `start` compressed for holding: a raw deflate stream ended by a sync flush, with its CRC-32 and length. */
export function holdStart(start: Buffer): HeldStart {
  const deflated = compactForHolding(zlib.deflateRawSync(start, { level: HELD_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  return { deflated, crc: zlib.crc32(start), length: start.length };
}

/** The held start and `end` as one gzip member: the start's compressed bytes as they are, then the end's. */
export function gzipWithEnd(held: HeldStart, end: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(end, held.crc), 0);
  trailer.writeUInt32LE((held.length + end.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, held.deflated, ...finalBlock(end), trailer]);
}

/** The held start as UTF-8, inflated from its compressed form. */
export const inflateStart = (held: HeldStart): Buffer => zlib.inflateRawSync(held.deflated, { finishFlush: zlib.constants.Z_SYNC_FLUSH });

export function holdJson(start: Buffer, { keepRaw }: { keepRaw: boolean }): HeldJson {
  return { ...holdStart(start), raw: keepRaw ? compactForHolding(start) : null };
}

/** Memory a held part takes (its compressed bytes, and its UTF-8 when kept). */
export const heldJsonBytes = (held: HeldJson) => held.deflated.length + (held.raw?.length ?? 0) + 64;

/** The held part as UTF-8 (kept, or inflated from its compressed form). */
export const heldJsonStart = (held: HeldJson): Buffer => held.raw ?? inflateStart(held);

/** The whole JSON, uncompressed. */
export const heldJsonText = (held: HeldJson, end: string): Buffer => Buffer.concat([heldJsonStart(held), Buffer.from(end)]);

/** The whole JSON as a gzip member: the held part's compressed bytes, then the end's. */
export const heldJsonGzip = (held: HeldJson, end: string): Buffer => gzipWithEnd(held, Buffer.from(end));

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
  return jsonBodyResponse<T>(c, gzip, gzip ? heldJsonGzip(held, end) : heldJsonText(held, end));
}

function jsonBodyResponse<T>(c: Context, gzip: boolean, body: Buffer): TypedResponse<JSONParsed<T>, 200, 'json'> {
  const headers: Record<string, string> = gzip ? { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } : { 'Content-Type': 'application/json' };
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}
