import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../web/entry-server';
import type { TSsrOwnPageData, TSsrPageData } from '../../web/ssr-state';
import { buildCriticalCssIndex } from '../../../scripts/critical-css';
import { createProblem, createPublishedPath } from '../db/factories';
import { users } from '../db/schema';
import type { SsrRender, ViteManifest } from '../http/ssr';
import { createTestApp, type TestApp } from '../test/test-app';
import { styleHashSource } from './critical-css';

// A learner's own page (decision 049): the dashboard, rendered on the server for the learner who
// asks, with their data in the first response, on every request, never held or shared.

const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/math/assets/index-abc.css">';
const INDEX_HTML = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Latihan Soal Matematika</title><script type="module" crossorigin src="/math/assets/index-abc.js"></script>${STYLESHEET_LINK}</head><body><div id="root"></div></body></html>`;
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js' },
};

let t: TestApp;
let distDir: string;
let renders: string[] = [];
const problemPaths: string[] = [];
const problemIds: string[] = [];

const countingRender: SsrRender = async (url, data) => {
  renders.push(`${url} ${data.page.kind}`);
  return render(url, data);
};

function ssrState(html: string): { queries: Array<{ key: unknown[]; data: Record<string, unknown> }> } | null {
  const match = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const isShell = (html: string) => html.includes('<div id="root"></div>') && ssrState(html) === null;

/** A signed-in learner who answered `problemIndex` correctly, with `xp` XP in all. */
async function learnerWith({ problemIndex, xp }: { problemIndex: number; xp: number }) {
  const learner = await t.createSignedInUser();
  const check = await t.request('POST', `/math/api/problems/${problemIds[problemIndex]}/check`, { body: { answer: `${problemIndex + 10}` }, cookie: learner.cookie });
  expect((await check.json()).result.isCorrect).toBe(true);
  await t.db.update(users).set({ xpTotal: xp }).where(eq(users.id, learner.id));
  return learner;
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-ssr-own-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const criticalCss = buildCriticalCssIndex('@layer base{html{color:#111}}.text-slate-900{color:#0f172a}.never-used-class{color:red}', '/math/assets/index-abc.css');
  t = await createTestApp({}, { appDeps: { webDistDir: distDir, ssr: { render: countingRender, manifest: MANIFEST, criticalCss } } });
  const chain = await createPublishedPath(t.db, { category: 'Statistika', topic: 'Data', subtopic: 'Rata-rata' });
  for (const index of [0, 1]) {
    const problem = await createProblem(t.db, { subtopicId: chain.subtopic.id, type: 'input', questionText: `Soal ${index}`, answer: `${index + 10}` });
    problemIds.push(problem.problemId);
    problemPaths.push(`/math/latsol/${chain.category.categoryId}/${chain.topic.topicId}/${chain.subtopic.subtopicId}/${problem.problemId}`);
  }
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("a signed-in learner's dashboard", () => {
  it('is rendered for each of two learners with their own data, as the API answers it, and nothing of the other', async () => {
    const learners = [await learnerWith({ problemIndex: 0, xp: 1234 }), await learnerWith({ problemIndex: 1, xp: 5678 })];
    const pages: string[] = [];
    for (const learner of learners) pages.push(await (await t.request('GET', '/math/dashboard', { cookie: learner.cookie })).text());

    for (const [index, learner] of learners.entries()) {
      const other = learners[1 - index]!;
      const html = pages[index]!;
      const root = rootOf(html);
      // Drawn in the HTML itself: their XP, their answered problem, their account in the navbar.
      expect(root).toContain('<h1');
      expect(root).toContain(index === 0 ? '1.234' : '5.678');
      expect(root).toContain(problemIds[index]);
      expect(root).toContain(learner.email);
      expect(html).toContain('<title>Dashboard | Latihan Soal Matematika</title>');
      // Nothing of the other learner anywhere in the document.
      expect(html).not.toContain(other.email);
      expect(html).not.toContain(other.id);
      const api = await (await t.request('GET', '/math/api/dashboard', { cookie: learner.cookie })).json();
      // The other's problem is in the same subtopic: it may be this learner's 'Lanjutkan' (issue
      // 34: the next problem they have not solved), which is the catalogue's, not the other's.
      if (api.next?.link?.problemId !== problemIds[1 - index]) expect(html).not.toContain(problemIds[1 - index]);
      expect(JSON.stringify(api.recentActivity)).not.toContain(problemIds[1 - index]);
      expect(root).not.toContain(index === 0 ? '5.678' : '1.234');
      // The state React hydrates with is the API's answer for them (in the default zone), and their
      // account: no data tail, the whole page is theirs.
      const me = await (await t.request('GET', '/math/api/me', { cookie: learner.cookie })).json();
      expect(ssrState(html)!.queries).toEqual([
        { key: ['me'], data: me },
        // The clock of each answer is its own (issue 51: the due words read the server's time).
        { key: ['dashboard', 'all'], data: { ...api, serverNow: expect.any(String) } },
      ]);
      expect(html).not.toContain('id="ssr-tail"');
    }
  });

  it('is rendered on every request, never held: a new answer is in the next one, and shared pages stay held', async () => {
    const learner = await learnerWith({ problemIndex: 0, xp: 40 });
    await t.request('GET', problemPaths[1]!);
    renders = [];
    // Their recent activity ('Lanjutkan' above it may already lead to the next problem, issue 34).
    const recentActivityOf = (html: string) => rootOf(html).slice(rootOf(html).indexOf('Aktivitas Terakhir'));
    const first = await (await t.request('GET', '/math/dashboard', { cookie: learner.cookie })).text();
    expect(recentActivityOf(first)).not.toContain(problemIds[1]);
    await t.request('POST', `/math/api/problems/${problemIds[1]}/check`, { body: { answer: '11' }, cookie: learner.cookie });
    const second = await (await t.request('GET', '/math/dashboard', { cookie: learner.cookie })).text();
    expect(recentActivityOf(second)).toContain(problemIds[1]);
    // The shared problem page rendered before is still the one held: no render for it.
    await t.request('GET', problemPaths[1]!);
    expect(renders).toEqual(['/math/dashboard dashboard', '/math/dashboard dashboard']);
  });

  it('is computed in the zone the browser last told (its cookie), else Jakarta', async () => {
    const learner = await learnerWith({ problemIndex: 0, xp: 40 });
    const timeZoneOf = async (cookie: string) => (ssrState(await (await t.request('GET', '/math/dashboard', { cookie })).text())!.queries[1]!.data as { timeZone: string }).timeZone;
    await expect(timeZoneOf(learner.cookie)).resolves.toBe('Asia/Jakarta');
    await expect(timeZoneOf(`${learner.cookie}; lsm_tz=${encodeURIComponent('Asia/Jayapura')}`)).resolves.toBe('Asia/Jayapura');
    await expect(timeZoneOf(`${learner.cookie}; lsm_tz=Bukan%2FZona`)).resolves.toBe('Asia/Jakarta');
  });

  it('is kept by no cache, compressed, with its inline first-paint CSS allowed by its hash only', async () => {
    const learner = await learnerWith({ problemIndex: 0, xp: 40 });
    const response = await t.request('GET', '/math/dashboard', { cookie: learner.cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
    expect(style).toContain('.text-slate-900{color:#0f172a}');
    expect(style).not.toContain('never-used-class');
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' ${styleHashSource(style!)};`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it("is an admin's own too", async () => {
    const admin = await t.createSignedInUser('admin');
    const html = await (await t.request('GET', '/math/dashboard', { cookie: admin.cookie })).text();
    expect(rootOf(html)).toContain(admin.email);
    expect(ssrState(html)!.queries[1]!.key).toEqual(['dashboard', 'all']);
  });

  it('is the SPA shell for a guest, and for a session that has ended (the SPA sends them to /login)', async () => {
    const guest = await t.request('GET', '/math/dashboard');
    expect(isShell(await guest.text())).toBe(true);
    expect(guest.headers.get('cache-control')).toBe('no-cache');
    const learner = await t.createSignedInUser();
    await t.request('POST', '/math/api/auth/sign-out', { cookie: learner.cookie });
    expect(isShell(await (await t.request('GET', '/math/dashboard', { cookie: learner.cookie })).text())).toBe(true);
  });
});

describe('what an own page is rendered from', () => {
  it('is a type the shared pages cannot be given (http/ssr.ts holds only those)', () => {
    const own = { me: { user: {} }, page: { kind: 'dashboard', data: {} } } as TSsrOwnPageData;
    // @ts-expect-error A learner's own page is not a page shared by a shell class.
    const shared: TSsrPageData = own;
    expect(shared.page.kind).toBe('dashboard');
  });
});
