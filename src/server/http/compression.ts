import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';
import { acceptsGzip } from './held-json';
import { isBuiltFromRecord, useBodyEncoder, type EncodedBody } from './response-headers';

// Smaller bodies go as they are: gzip's header and trailer would eat most of what it saves.
const MIN_BYTES = 1024;
// Larger bodies are compressed as a stream, off the event loop (Hono's middleware).
const MAX_SYNC_CHARS = 256 * 1024;
// Fast: on these 2-core machines a level above this costs more CPU per request than it saves bytes.
const LEVEL = 3;

/**
 * Compression for a browser's request (every learner's phone sends Accept-Encoding: gzip). A JSON
 * or HTML body the handler makes in one piece (c.json, c.html of a string) is gzip-compressed at
 * once, in memory, as its response is built (http/response-headers.ts), where Hono's compress
 * middleware pipes every body through a web CompressionStream, which cost more server CPU than the
 * request's own work on the API's lists (issue 13, bench/README.md). Bodies held compressed (http/held-json.ts) already carry their
 * Content-Encoding; what is left (streams, other types) still goes through Hono's middleware.
 * `Vary: Accept-Encoding` is set before the handler on every response: a header set after it
 * turns @hono/node-server's light response into a full one with a stream body, and Hono's
 * middleware, which reads the response's headers, runs only on what is not encoded yet.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const streamed = compress();
  const finished = () => Promise.resolve();
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding');
    if (!accepted) return next();
    if (acceptsGzip(accepted)) useBodyEncoder(c, gzipInPlace);
    await next();
    // Hono's middleware reads the finished response's headers: only for what is left to encode.
    if (!isBuiltFromRecord(c)) await streamed(c, finished);
  };
}

function gzipInPlace(text: string): EncodedBody {
  if (text.length < MIN_BYTES) return { body: text, settled: true };
  if (text.length > MAX_SYNC_CHARS) return { body: text, settled: false };
  return { body: zlib.gzipSync(text, { level: LEVEL }) as Uint8Array<ArrayBuffer>, encoding: 'gzip', settled: true };
}
