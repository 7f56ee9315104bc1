import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { acceptsGzip } from './held-json';

// Smaller bodies go as they are: gzip's header and trailer would eat most of what it saves.
const MIN_BYTES = 1024;
// Larger bodies are compressed as a stream, off the event loop (Hono's middleware).
const MAX_SYNC_CHARS = 256 * 1024;
// Fast: on these 2-core machines a level above this costs more CPU per request than it saves bytes.
const LEVEL = 3;

/**
 * Compression for a browser's request (every learner's phone sends Accept-Encoding: gzip). A JSON
 * or HTML body the handler makes in one piece (c.json, c.html of a string) is gzip-compressed at
 * once, in memory, where Hono's compress middleware pipes every body through a web
 * CompressionStream, which cost more server CPU than the request's own work on the API's lists
 * (issue 13, bench/README.md). Bodies held compressed (http/held-json.ts) already carry their
 * Content-Encoding; what is left (streams, other types) still goes through Hono's middleware.
 * `Vary: Accept-Encoding` is set before the handler on every response: a header set after it
 * turns @hono/node-server's light response into a full one with a stream body.
 */
export function compression(): MiddlewareHandler {
  const streamed = compress();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding');
    if (!accepted) return next();
    if (acceptsGzip(accepted)) compressInPlace(c);
    return streamed(c, next);
  };
}

type HeaderRecord = Record<string, string | string[]> | undefined;
// A status, or a ResponseInit, as c.json and c.html take it.
type Arg = unknown;
type Body = (data: string | Uint8Array<ArrayBuffer>, arg: Arg, headers: Record<string, string | string[]>) => Response;

function compressInPlace(c: Context) {
  const { json, html } = c;
  const body = c.body as unknown as Body;
  const send = (text: string, arg: Arg, headers: Record<string, string | string[]>) => {
    // Its length given, Hono's middleware below sees it is too small to compress.
    if (text.length < MIN_BYTES) return body(text, arg, { ...headers, 'Content-Length': String(Buffer.byteLength(text)) });
    if (text.length > MAX_SYNC_CHARS) return body(text, arg, headers);
    return body(zlib.gzipSync(text, { level: LEVEL }) as Uint8Array<ArrayBuffer>, arg, { ...headers, 'Content-Encoding': 'gzip' });
  };
  c.json = ((object: unknown, arg?: Arg, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    if (typeof text !== 'string') return json(object as never, arg as never, headers);
    return send(text, arg, { 'Content-Type': 'application/json', ...headers });
  }) as typeof c.json;
  c.html = ((page: unknown, arg?: Arg, headers?: HeaderRecord) => {
    if (typeof page !== 'string') return html(page as never, arg as never, headers);
    return send(page, arg, { 'Content-Type': 'text/html; charset=UTF-8', ...headers });
  }) as typeof c.html;
}
