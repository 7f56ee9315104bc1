import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../db/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { headAsGet } from './head';
import { spaRoutes } from './spa';

// Headers that differ between any two requests, HEAD or not.
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'date']);

function comparableHeaders(response: Response) {
  return [...response.headers.entries()].filter(([name]) => !PER_REQUEST_HEADERS.has(name)).sort(([a], [b]) => a.localeCompare(b));
}

let t: TestApp;
let learnerCookie: string;
let urls: string[];
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-head-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  t = await createTestApp();
  learnerCookie = (await t.createSignedInUser()).cookie;
  const trail = await createPublishedPath(t.db);
  const problem = await createProblem(t.db, { subtopicId: trail.subtopic.id, type: 'mcq', questionText: 'Q', options: { A: '1', B: '2' }, answer: 'A' });
  const ids: Record<string, string> = {
    categoryId: trail.category.categoryId,
    topicId: trail.topic.topicId,
    subtopicId: trail.subtopic.subtopicId,
    problemId: problem.problemId,
  };
  // Every GET route of the app, its parameters filled with real codes where there are some.
  const routes = t.app.routes.filter((route) => route.method === 'GET' && !route.path.includes('*'));
  urls = [
    ...new Set(routes.map((route) => route.path.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? 'tidak-ada'))),
    '/math/api/does-not-exist',
    '/math/api/dashboard?tz=US%2FPacific-New',
  ];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function both(url: string, cookie?: string, app: { request: TestApp['app']['request'] } = t.app) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) };
  const get = await app.request(url, { method: 'GET', headers });
  const head = await app.request(url, { method: 'HEAD', headers });
  return { get, head };
}

function mismatchOf(url: string, get: Response, head: Response): string | null {
  if (head.status !== get.status) return `${url}: HEAD ${head.status}, GET ${get.status}`;
  const [headHeaders, getHeaders] = [JSON.stringify(comparableHeaders(head)), JSON.stringify(comparableHeaders(get))];
  return headHeaders === getHeaders ? null : `${url}: headers ${headHeaders} vs ${getHeaders}`;
}

describe('HEAD', () => {
  it.each([
    ['a guest', undefined],
    ['a learner', 'learner'],
  ])('answers like GET, without a body, on every GET route for %s', async (_who, who) => {
    const mismatches: string[] = [];
    for (const url of urls) {
      const { get, head } = await both(url, who ? learnerCookie : undefined);
      const mismatch = mismatchOf(url, get, head);
      if (mismatch) mismatches.push(mismatch);
      if ((await head.text()) !== '') mismatches.push(`${url}: HEAD has a body`);
      expect(get.status, url).toBeLessThan(500);
    }
    expect(mismatches).toEqual([]);
    expect(urls).toEqual(expect.arrayContaining(['/math/api/auth/get-session', '/math/api/health', '/math/api/admin/problems']));
  });

  it('answers like GET on the SPA pages and assets', async () => {
    const spa = new Hono();
    spa.use('*', headAsGet());
    spa.use('*', compress());
    spa.route('/math', spaRoutes(dist));
    const mismatches: string[] = [];
    for (const url of ['/math/', '/math/latsol/CA-ABCDEFGH', '/math/dashboard', '/math/assets/index-abc123.js', '/math/assets/missing.js']) {
      const { get, head } = await both(url, undefined, spa);
      const mismatch = mismatchOf(url, get, head);
      if (mismatch) mismatches.push(mismatch);
      if ((await head.text()) !== '') mismatches.push(`${url}: HEAD has a body`);
    }
    expect(mismatches).toEqual([]);
  });

  it('reports the session on get-session for a signed-in learner', async () => {
    const { head } = await both('/math/api/auth/get-session', learnerCookie);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
