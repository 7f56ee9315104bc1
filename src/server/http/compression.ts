import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from './context';

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

/** Whether the request's Accept-Encoding takes gzip (RFC 9110: by name or `*`, with q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip');
  const q = named ? named.q : (accepts.find((accept) => accept.type === '*')?.q ?? 0);
  return q > 0;
}

/**
 * Compression for a browser's request (every learner's phone sends Accept-Encoding: gzip). A
 * finished JSON or HTML response is gzip-compressed in one piece, in memory, where Hono's compress
 * middleware pipes every body through a web CompressionStream, which cost more server CPU than
 * the request's own work on the API's lists (issue 13, bench/README.md). A body compressed where
 * it was made (jsonResponse, textResponse below; precompressed files) already carries its
 * Content-Encoding and goes as it is; what is left (files that have no compressed copy, other
 * types) goes through Hono's middleware. `Vary: Accept-Encoding` is set before the handler, so
 * the response Hono builds carries it, and after it on a response a handler made itself (better-auth's).
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
 * leaves alone either way. The middleware reads a finished body back from its Response, which
 * costs more than compressing it (an undici Response and a second one; bench/README.md, issue 32),
 * so the API's learner routes encode here. Typed as `c.json` would be, so the SPA's typed client
 * (hc) reads it the same way.
 */
export function jsonResponse<T, S extends ContentfulStatusCode = 200>(c: Context, value: T, status?: S): TypedResponse<JSONParsed<T>, S, 'json'> {
  return textResponse(c, JSON.stringify(value), 'application/json', status) as unknown as TypedResponse<JSONParsed<T>, S, 'json'>;
}

/** A finished text (JSON, a rendered page) as jsonResponse sends it. */
export function textResponse(c: Context, text: string, contentType: string, status: ContentfulStatusCode = 200): Response {
  return sendEncoded(c, encodeText(text, acceptsGzip(c.req.header('accept-encoding'))), contentType, status);
}

/** A text as it goes over the wire: gzip-compressed when asked for and large enough. */
export type EncodedText = { bytes: Uint8Array<ArrayBuffer>; gzip: boolean };

export function encodeText(text: string, acceptsGzipEncoding: boolean): EncodedText {
  const body = Buffer.from(text);
  const gzip = acceptsGzipEncoding && body.byteLength >= MIN_BYTES;
  return { bytes: (gzip ? zlib.gzipSync(body, { level: LEVEL }) : body) as Uint8Array<ArrayBuffer>, gzip };
}

/** An encoded text sent with its headers, which the middleware above then leaves alone. */
export function sendEncoded(c: Context, { bytes, gzip }: EncodedText, contentType: string, status: ContentfulStatusCode = 200): Response {
  const headers: Record<string, string> = gzip
    ? { 'Content-Type': contentType, 'Content-Encoding': 'gzip' }
    : { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) };
  return c.body(bytes, status, headers);
}
