import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { commonErrors } from './app-error';

// Multipart overhead on top of the file itself; the file's own size is checked again exactly.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => {
  throw commonErrors.bodyTooLarge();
};

// As Request.text() decodes: UTF-8, a leading byte order mark dropped, bad bytes replaced.
const utf8 = new TextDecoder();

const TOO_LARGE = Symbol('too large');

/** The body of a Node request as text, read up to `maxBytes` (more: TOO_LARGE, the rest left unread). */
function readNodeBody(incoming: IncomingMessage, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        incoming.off('data', onData);
        incoming.pause();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))));
    incoming.once('error', reject);
    // The client went away before the body was whole.
    incoming.once('close', () => reject(new Error('request closed before its body ended')));
  });
}

/**
 * A JSON body's limit. Served by @hono/node-server (the app's server), the body is read straight
 * from Node's request and kept as Hono's cached text, which `c.req.text()` and `c.req.json()`
 * (jsonOf, better-auth's forwarding) read: Hono's bodyLimit asks for `c.req.raw.body`, which makes
 * @hono/node-server build a whole WHATWG Request with a stream around the body, about a sixth of
 * the server's time on an answer check (bench/README.md). Elsewhere (app.request() in tests),
 * Hono's bodyLimit. Either way a body over `maxBytes` is refused with 413 before it is parsed.
 */
function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage)) return fallback(c, next);
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && !incoming.headers['transfer-encoding'] && Number(declared) > maxBytes) tooLarge();
    let text: string | typeof TOO_LARGE = '';
    if (!incoming.readableEnded) {
      try {
        text = await readNodeBody(incoming, maxBytes);
      } catch {
        throw commonErrors.malformedJson();
      }
    }
    if (text === TOO_LARGE) tooLarge();
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text as string);
    await next();
  };
}

// Each route that reads a body puts one of these before its validator.
export function createBodyLimits({ jsonBytes, uploadBytes }: { jsonBytes: number; uploadBytes: number }) {
  return {
    json: jsonBodyLimit(jsonBytes),
    upload: bodyLimit({ maxSize: uploadBytes + MULTIPART_OVERHEAD_BYTES, onError: tooLarge }),
  };
}

export type BodyLimits = ReturnType<typeof createBodyLimits>;
