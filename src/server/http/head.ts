import type { MiddlewareHandler } from 'hono';

// Hono answers HEAD by running the GET route and dropping the body, but the handler still sees
// a HEAD request; one that forwards it (better-auth's, via `new Request(url, { method, body })`)
// then fails. Handlers see a GET instead, so HEAD answers exactly like GET, without a body.
export function headAsGet(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    const head = c.req.raw;
    c.req.raw = new Request(head.url, { method: 'GET', headers: head.headers, signal: head.signal });
    try {
      await next();
    } finally {
      c.req.raw = head;
    }
  };
}
