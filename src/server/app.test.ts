import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../core/errors';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const response = await t.request('GET', '/math/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('routing', () => {
  it('redirects / to /math/', async () => {
    const response = await t.request('GET', '/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/math/');
  });

  it('answers an unknown API route with a JSON 404 in the error shape', async () => {
    const response = await t.request('GET', '/math/api/does-not-exist');
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(isApiErrorBody(body)).toBe(true);
    expect(body.error.code).toBe('request.not_found');
  });

  it('answers an unknown method on a known API path with a JSON 404', async () => {
    const response = await t.request('DELETE', '/math/api/health');
    expect(response.status).toBe(404);
    expect(isApiErrorBody(await response.json())).toBe(true);
  });

  it('answers a path outside /math with a JSON 404', async () => {
    const response = await t.request('GET', '/wp-admin');
    expect(response.status).toBe(404);
    expect(isApiErrorBody(await response.json())).toBe(true);
  });

  it('does not expose better-auth endpoints we do not use', async () => {
    const response = await t.request('POST', '/math/api/auth/update-user', { body: { name: 'x' } });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('request.not_found');
  });
});

describe('bad input', () => {
  it('refuses malformed JSON with 400 and no stack trace', async () => {
    const response = await t.request('POST', '/math/api/auth/sign-in/email', { body: '{"email": "a@b.c",' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(isApiErrorBody(JSON.parse(text))).toBe(true);
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const response = await t.request('POST', '/math/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'a@contoh.id', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('request.body_too_large');
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors none and a referrer policy', async () => {
    const response = await t.request('GET', '/math/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never lets an API answer be cached', async () => {
    const response = await t.request('GET', '/math/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  // The headers join the response before the handler runs; answers built elsewhere (better-auth's
  // own Response, an error, a 404, a redirect) must carry the very same set.
  it('sends the same security headers and no-store on every kind of API answer', async () => {
    const securityHeaders = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !['content-type', 'content-length', 'x-request-id', 'date', 'set-cookie', 'vary', 'location', 'pragma'].includes(name)));
    const json = securityHeaders(await t.request('GET', '/math/api/health'));
    expect(Object.keys(json).length).toBeGreaterThanOrEqual(13);
    for (const path of ['/math/api/auth/get-session', '/math/api/nowhere', '/math/api/catalog/categories/CA-XXXXXXXX']) {
      expect([path, securityHeaders(await t.request('GET', path))]).toEqual([path, json]);
    }
    const redirect = securityHeaders(await t.request('GET', '/'));
    expect(redirect['content-security-policy']).toBe(json['content-security-policy']);
  });
});

describe("the build's files", () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-assets-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'framework-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`);
    fs.writeFileSync(path.join(dist, 'assets', 'framework-abc.js.br'), 'brotli-bytes');
    fs.writeFileSync(path.join(dist, 'assets', 'KaTeX_Main-Regular-abc.woff2'), 'wOF2');
    fs.writeFileSync(path.join(dist, 'assets', 'drawing-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({}, { appDeps: { webDistDir: dist } });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // docs/decisions/017-slow-line-first.md: a script, a stylesheet or a font is never a document.
  it('send a script or a font with what applies to a subresource, not the policies of a document', async () => {
    for (const file of ['framework-abc.js', 'KaTeX_Main-Regular-abc.woff2']) {
      const response = await app.request('GET', `/math/assets/${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'referrer-policy']) {
        expect([file, documentOnly, response.headers.get(documentOnly)]).toEqual([file, documentOnly, null]);
      }
    }
    const script = await app.request('GET', '/math/assets/framework-abc.js', { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('send an SVG, which a browser can open as a document, with every security header', async () => {
    const response = await app.request('GET', '/math/assets/drawing-abc.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('send the pages themselves with every security header', async () => {
    const response = await app.request('GET', '/math/dashboard');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
