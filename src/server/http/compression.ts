import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './context';
import { acceptsGzip, compactForHolding } from './held-json';

// Smaller bodies go as they are: gzip's header and trailer would eat most of what it saves.
const MIN_BYTES = 1024;
// Larger bodies are compressed on libuv's thread pool, off the event loop.
const MAX_SYNC_BYTES = 256 * 1024;
// Fast: on these 2-core machines a level above this costs more CPU per request than it saves bytes.
const LEVEL = 3;
// What handlers make in one piece (c.json, c.html of a string): the API's JSON and the SPA's shell;
// and the teacher's spreadsheet, whose zip is stored uncompressed (decision 062).
const IN_ONE_PIECE = /^(?:application\/json|text\/html|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)\b/;

const gzip = promisify(zlib.gzip);

/**
 * Compression for a browser's request (every learner's phone sends Accept-Encoding: gzip). A
 * finished JSON or HTML response is gzip-compressed in one piece, in memory, where Hono's compress
 * middleware pipes every body through a web CompressionStream, which cost more server CPU than
 * the request's own work on the API's lists (issue 13, bench/README.md). Bodies held compressed
 * (http/held-json.ts, the rendered pages) already carry their Content-Encoding and go as they
 * are; what is left (files that have no compressed copy, other types) goes through Hono's
 * middleware. `Vary: Accept-Encoding` is set before the handler, so the response Hono builds
 * carries it, and after it on a response a handler made itself (better-auth's).
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const streamed = compress();
  const finished = () => Promise.resolve();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    await next();
    const response = c.res;
    const headers = response.headers;
    if (!headers.has('vary')) headers.set('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding');
    if (!accepted || headers.has('content-encoding') || isSmallAndMeasured(headers)) return;
    if (!acceptsGzip(accepted) || !IN_ONE_PIECE.test(headers.get('content-type') ?? '')) {
      await streamed(c, finished);
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const sent = body.byteLength < MIN_BYTES ? body : body.byteLength <= MAX_SYNC_BYTES ? zlib.gzipSync(body, { level: LEVEL }) : await gzip(body, { level: LEVEL });
    if (sent !== body) {
      headers.set('Content-Encoding', 'gzip');
      headers.delete('Content-Length');
    }
    // Unset first: Hono would otherwise copy the read response's headers onto the new one.
    c.res = undefined;
    c.res = new Response(sent as Uint8Array<ArrayBuffer>, { status: response.status, headers });
  };
}

// A body its handler measured (jsonResponse below) and found too small to compress.
function isSmallAndMeasured(headers: Headers): boolean {
  const length = headers.get('content-length');
  return length !== null && Number(length) < MIN_BYTES;
}

/**
 * `c.json(value, status)` with the compression decided where the JSON is made: gzip-encoded for a
 * browser when it is large enough, else sent as it is with its length, which the middleware above
 * leaves alone either way. For a hot route (the answer check): the middleware reads a finished
 * body back from its Response, which costs more than compressing it (bench/README.md, issue 32).
 * Typed as `c.json` would be, so the SPA's typed client (hc) reads it the same way.
 */
export function jsonResponse<T, S extends ContentfulStatusCode = 200>(c: Context, value: T, status?: S): TypedResponse<JSONParsed<T>, S, 'json'> {
  const text = Buffer.from(JSON.stringify(value));
  const gzip = text.byteLength >= MIN_BYTES && acceptsGzip(c.req.header('accept-encoding'));
  return encodedResponse<T, S>(c, text, gzip ? zlib.gzipSync(text, { level: LEVEL }) : null, status);
}

/**
 * A JSON value as sent, to be held: gzip-compressed when it is large enough to be worth it (its
 * text is then inflated for the rare client that does not take gzip), else its text. Only one of
 * the two is kept: a held view costs memory once, not twice.
 */
export type EncodedJson<T> = ({ gzip: Buffer; text: null } | { gzip: null; text: Buffer }) & { readonly value?: T };

/** `value` encoded once, to be held and sent many times (encodedJsonResponse). */
export function encodeJson<T>(value: T): EncodedJson<T> {
  const text = Buffer.from(JSON.stringify(value));
  return text.byteLength >= MIN_BYTES ? { gzip: compactForHolding(zlib.gzipSync(text, { level: LEVEL })), text: null } : { gzip: null, text };
}

/** The JSON text of an encoded value. */
export const encodedText = (encoded: EncodedJson<unknown>): Buffer => encoded.text ?? zlib.gunzipSync(encoded.gzip);

/** jsonResponse of a value encoded beforehand (encodeJson): the gzip for a browser, else the text. */
export function encodedJsonResponse<T, S extends ContentfulStatusCode = 200>(c: Context, encoded: EncodedJson<T>, status?: S): TypedResponse<JSONParsed<T>, S, 'json'> {
  const gzip = encoded.gzip && acceptsGzip(c.req.header('accept-encoding')) ? encoded.gzip : null;
  return encodedResponse<T, S>(c, gzip ? null : encodedText(encoded), gzip, status);
}

// The gzip when given, else the text with its length (which the middleware then leaves alone).
function encodedResponse<T, S extends ContentfulStatusCode>(c: Context, text: Buffer | null, gzip: Buffer | null, status?: S): TypedResponse<JSONParsed<T>, S, 'json'> {
  const body = gzip ?? text!;
  const headers: Record<string, string> = gzip
    ? { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }
    : { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) };
  return c.body(body as Uint8Array<ArrayBuffer>, status ?? 200, headers) as unknown as TypedResponse<JSONParsed<T>, S, 'json'>;
}
