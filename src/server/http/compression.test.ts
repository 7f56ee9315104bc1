import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, jsonResponse } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Soal nomor ${i} — persamaan linear`, tag: 'UTBK' })) };
const page = `<!doctype html><html><body>${'<p>Latihan soal matematika</p>'.repeat(100)}</body></html>`;

const app = new Hono()
  .use('*', compression())
  .get('/big', (c) => c.json(big))
  .get('/created', (c) => c.json(big, 201, { 'Cache-Control': 'no-store' }))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/page', (c) => c.html(page))
  .get('/text', (c) => c.text('x'.repeat(5000)))
  .get('/foreign', () => new Response(JSON.stringify(big), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private' } }))
  .get('/held', (c) => c.body(gzipSync(JSON.stringify(big)), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }))
  .get('/made/big', (c) => jsonResponse(c, big))
  .get('/made/created', (c) => jsonResponse(c, big, 201))
  .get('/made/small', (c) => jsonResponse(c, { ok: 'ya — ✓' }))
  .get('/stream', (c) => c.body(new Blob(['x'.repeat(5000)]).stream(), 200, { 'Content-Type': 'text/plain' }));

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const decoded = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  return (response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('compression', () => {
  it("gzips a JSON or HTML body made in one piece for a browser, keeping its status, type and headers", async () => {
    for (const [path, status, type, text] of [
      ['/big', 200, 'application/json', JSON.stringify(big)],
      ['/created', 201, 'application/json', JSON.stringify(big)],
      ['/page', 200, 'text/html; charset=UTF-8', page],
    ] as const) {
      const response = await get(path, 'gzip, deflate, br, zstd');
      expect(response.status).toBe(status);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const bytes = Buffer.from(await response.clone().arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 3);
      expect(await decoded(response)).toBe(text);
    }
    expect((await get('/created', 'gzip')).headers.get('cache-control')).toBe('no-store');
  });

  it('sends a body as it is to a client that does not take gzip, and a small body uncompressed', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0']) {
      const response = await get('/big', acceptEncoding);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(JSON.stringify(big));
    }
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it("gzips other text, streamed or not, through Hono's streaming compression", async () => {
    for (const path of ['/text', '/stream']) {
      const response = await get(path, 'gzip');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await decoded(response)).toBe('x'.repeat(5000));
    }
  });

  it("gzips a response the handler made itself and gives it Vary, and leaves a body held compressed as it is", async () => {
    const foreign = await get('/foreign', 'gzip');
    expect(foreign.headers.get('content-encoding')).toBe('gzip');
    expect(foreign.headers.get('vary')).toBe('Accept-Encoding');
    expect(foreign.headers.get('cache-control')).toBe('private');
    expect(await decoded(foreign)).toBe(JSON.stringify(big));
    const held = await get('/held', 'gzip');
    expect(held.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(held)).toBe(JSON.stringify(big));
  });

  it('jsonResponse: the JSON gzip-encoded where it is made for a browser, else as it is with its length; the middleware leaves both alone', async () => {
    for (const [path, status] of [['/made/big', 200], ['/made/created', 201]] as const) {
      const response = await get(path, 'gzip, deflate, br, zstd');
      expect(response.status).toBe(status);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(JSON.stringify(big));
    }
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0']) {
      const response = await get('/made/big', acceptEncoding);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(JSON.stringify(big));
    }
    const small = await get('/made/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify({ ok: 'ya — ✓' }))));
    expect(await small.json()).toEqual({ ok: 'ya — ✓' });
  });
});
