import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A 200 whose body is JSON already encoded as UTF-8 (parts held in memory, issue 13), typed as
 * `c.json(value)` of a `T` would be, so the SPA's typed client (hc) reads it the same way. The
 * caller guarantees the bytes are JSON.stringify of a T (asserted by the routes' tests).
 */
export function encodedJson<T>(c: Context, body: Buffer): TypedResponse<JSONParsed<T>, 200, 'json'> {
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
}
