import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './context';
import { createBodyLimits } from './body-limits';
import { handleError } from './error-handler';
import { jsonOf } from './validation';

// The JSON body limit on the app's own server (@hono/node-server over Node's http), where it reads
// the body from Node's request itself, and through app.request(), where Hono's bodyLimit does.
const LIMIT = 1000;
const limits = createBodyLimits({ jsonBytes: LIMIT, uploadBytes: 10_000 });
const app = new Hono<AppEnv>()
  .post('/echo', limits.json, jsonOf(z.strictObject({ answer: z.unknown() })), (c) => c.json({ got: c.req.valid('json').answer }))
  .post('/text', limits.json, async (c) => c.json({ text: await c.req.text(), json: await c.req.json() }));
app.onError(handleError);

let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST with Node's http client: the body in these chunks, with Content-Length or chunked. */
function post(pathname: string, chunks: (string | Buffer)[], { chunked = false } = {}): Promise<{ status: number; body: unknown }> {
  const bytes = chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  const length = bytes.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'POST', headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(length) }) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    for (const chunk of bytes) request.write(chunk);
    request.end();
  });
}

const viaRequest = async (pathname: string, body: string | Buffer) => {
  const response = await app.request(pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the JSON body limit on the server', () => {
  it('reads a body sent whole or in chunks, as Request.text() would', async () => {
    expect(await post('/echo', ['{"answer":["A","C"]}'])).toEqual({ status: 200, body: { got: ['A', 'C'] } });
    expect(await post('/echo', ['{"answer":', '"dua ', 'puluh"}'], { chunked: true })).toEqual({ status: 200, body: { got: 'dua puluh' } });
    // UTF-8 split across chunks, and a byte order mark dropped, as Request.text() decodes.
    const euro = Buffer.from('{"answer":"5€"}');
    expect(await post('/echo', [euro.subarray(0, 14), euro.subarray(14)], { chunked: true })).toEqual({ status: 200, body: { got: '5€' } });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"answer":1}')]);
    expect(await post('/echo', [withBom])).toEqual(await viaRequest('/echo', withBom));
    expect(await post('/text', ['{"a":1}'])).toEqual({ status: 200, body: { text: '{"a":1}', json: { a: 1 } } });
  });

  it('refuses a body over the limit with 413 in the error shape, declared or chunked', async () => {
    const big = `{"answer":"${'x'.repeat(LIMIT)}"}`;
    const refused = { status: 413, body: { error: { code: 'request.body_too_large', message: expect.any(String) } } };
    expect(await post('/echo', [big])).toEqual(refused);
    expect(await post('/echo', [big.slice(0, 600), big.slice(600)], { chunked: true })).toEqual(refused);
    expect(await viaRequest('/echo', big)).toEqual(refused);
    // Exactly at the limit is allowed.
    const atLimit = `{"answer":"${'y'.repeat(LIMIT - 13)}"}`;
    expect(Buffer.byteLength(atLimit)).toBe(LIMIT);
    expect((await post('/echo', [atLimit])).status).toBe(200);
  });

  it('answers a body that is not JSON, or is empty, as app.request() does', async () => {
    for (const body of ['{"answer":', '', 'null\u0000']) {
      const onServer = await post('/echo', [body]);
      expect(onServer.status).toBe(400);
      expect(onServer).toEqual(await viaRequest('/echo', body));
    }
  });
});
