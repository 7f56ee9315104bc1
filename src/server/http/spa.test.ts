import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-spa-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
app.use('*', compress());
app.route('/math', spaRoutes(dist));

describe('serving the SPA', () => {
  it('serves index.html for client routes (history fallback), never cached', async () => {
    for (const url of ['/math/', '/math/latsol/CA-ABCDEFGH', '/math/dashboard']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, precompressed with brotli when accepted', async () => {
    const response = await app.request('/math/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('brotli-bytes');
  });

  it('compresses index.html with gzip for clients without brotli', async () => {
    const response = await app.request('/math/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a missing asset with 404, not the SPA', async () => {
    const response = await app.request('/math/assets/missing-123.js');
    expect(response.status).toBe(404);
  });

  it('serves other public files with a short cache', async () => {
    const response = await app.request('/math/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
