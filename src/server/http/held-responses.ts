import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { Cache } from '../cache/cache';
import { acceptsGzip, encodeText, sendEncoded, type EncodedText } from './compression';

// The guests' problem page (a shared link, a class opening one problem together) and every
// subtopic list (the same for everyone: a learner's marks come apart), answered alike: their JSON
// held as it goes over the wire, gzip-compressed or not, in the one cache under the tag `content`,
// so any change to content drops it (cache/cache.ts). Encoding and holding
// happen here, at the edge: the usecase returns the page as a value. Without it each request
// encoded and compressed the same page again: 217 µs of server CPU per page against 62 µs held
// (bench/README.md, issue 50).
export function createHeldResponses(cache: Cache) {
  const held = cache.holder<EncodedText>('shared-response', {
    sizeOf: (body, key) => body.bytes.byteLength + 2 * key.length + 200,
    tags: () => ['content'],
  });
  return {
    /**
     * `load`'s value as JSON, held by the request's path, `variant` (what else it depends on, from
     * the validated query: never the raw query string, which anyone can vary) and whether it takes
     * gzip; an error from `load` is thrown and nothing is held.
     */
    async json<T>(c: Context, load: () => Promise<T>, variant = ''): Promise<TypedResponse<JSONParsed<T>, 200, 'json'>> {
      const gzip = acceptsGzip(c.req.header('accept-encoding'));
      const body = await held.get(`${gzip ? 'gzip' : 'identity'} ${c.req.path} ${variant}`, async () => encodeText(JSON.stringify(await load()), gzip));
      return sendEncoded(c, body!, 'application/json') as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
    },
  };
}

export type HeldResponses = ReturnType<typeof createHeldResponses>;
