import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';
import type { AppEnv } from './context';
import { responseHeaders, setResponseHeaders } from './response-headers';

const page = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, text: `Soal nomor ${i}` })) };

const app = new Hono<AppEnv>()
  .use('*', responseHeaders())
  .use('*', requestId())
  .use('*', (c, next) => {
    setResponseHeaders(c, { 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
    return next();
  })
  .use('*', compression())
  .get('/json', (c) => c.json(page))
  .get('/own-cache', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=60' }))
  .get('/created', (c) => {
    c.status(201);
    return c.json({ ok: true });
  })
  .get('/cookies', (c) => {
    setCookie(c, 'a', '1');
    setCookie(c, 'b', '2');
    return c.json({ ok: true });
  })
  .get('/redirect', (c) => c.redirect('/json', 302))
  .get('/foreign', () => new Response('dari luar', { headers: { 'Cache-Control': 'private' } }))
  .get('/second', (c) => {
    // A response built and dropped (as when an error follows it): nothing of it is left.
    c.json(page, 200, { 'X-Dropped': 'ya' });
    return c.text('kedua', 409);
  })
  .get('/after', async (c, next) => {
    await next();
    c.header('X-After', 'sesudah');
  })
  .get('/after', (c) => c.text('ok'));

const get = (path: string) => app.request(path, { headers: { 'accept-encoding': 'gzip' } });

describe('response headers kept as one record', () => {
  it('builds every kind of response with the headers set before the handler, and the handler’s own', async () => {
    const json = await get('/json');
    expect(json.status).toBe(200);
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(json.headers.get('vary')).toBe('Accept-Encoding');
    expect(json.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(json.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString())).toEqual(page);

    expect((await get('/own-cache')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await get('/created')).status).toBe(201);

    const redirect = await get('/redirect');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/json');
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends each cookie as a Set-Cookie of its own', async () => {
    const response = await get('/cookies');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives a response the handler made itself every header it lacks, keeping its own', async () => {
    const response = await app.request('/foreign');
    expect(await response.text()).toBe('dari luar');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves nothing of a dropped response in the next one', async () => {
    const response = await get('/second');
    expect(response.status).toBe(409);
    expect(response.headers.get('x-dropped')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe('kedua');
  });

  it('still takes a header set after the response is made', async () => {
    const response = await get('/after');
    expect(response.headers.get('x-after')).toBe('sesudah');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
