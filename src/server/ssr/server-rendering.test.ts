import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SOURCES, render } from '../../web/entry-server';
import type { TSsrPage, TSsrPageData } from '../../web/ssr-state';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic, createUserWithPassword } from '../db/factories';
import { sessions, subtopics, users } from '../db/schema';
import { createTryout } from '../db/tryout-factories';
import { pageAssets, type SsrRender, type ViteManifest } from '../http/ssr';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildCriticalCssIndex } from '../../../scripts/critical-css';
import { styleHashSource } from './critical-css';
import { promisesTracked } from '../test/promise-tracking';

// Server rendering of the public learning pages (issue 12), through the real app and the real
// SPA components (entry-server.tsx), over a database of its own.

const INDEX_HTML = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Latihan Soal Matematika</title><script type="module" crossorigin src="/math/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST: ViteManifest = {
  // The entry imports only Vite's preload helper; the app (boot.tsx) after the first paint.
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_preload-helper.js'], css: ['assets/index-abc.css'] },
  '_preload-helper.js': { file: 'assets/preload-helper-0.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  // The app, which the entry imports once a rendered page is painted.
  'boot.tsx': { file: 'assets/boot-8.js', imports: ['_framework.js', '_shared.js'] },
  '_framework.js': { file: 'assets/framework-9.js' },
  '_page-shell.js': { file: 'assets/page-shell-2.js', imports: ['_shared.js'] },
  'features/practice/problem-page.tsx': {
    file: 'assets/problem-page-3.js',
    imports: ['_page-shell.js', '_shared.js', '_framework.js'],
    css: ['assets/katex-4.css'],
    assets: ['assets/KaTeX_Main-Regular-5.woff2', 'assets/KaTeX_Math-Italic-6.woff2', 'assets/KaTeX_Fraktur-Regular-7.woff2'],
  },
  'features/practice/subtopic-page.tsx': {
    file: 'assets/subtopic-page-10.js',
    imports: ['_page-shell.js', '_shared.js', '_framework.js'],
    css: ['assets/katex-4.css'],
    assets: ['assets/KaTeX_Main-Regular-5.woff2', 'assets/KaTeX_Math-Italic-6.woff2', 'assets/KaTeX_Fraktur-Regular-7.woff2'],
  },
};

const SECRET_ANSWER = 'Tujuh Puluh Tiga';
const SECRET_SOLUTION = 'Pembahasan rahasia: kurangi kedua ruas';

let t: TestApp;
let distDir: string;
let codes: { categoryId: string; topicId: string; subtopicId: string };
let problemId: string;
let longProblemId: string;
let failingRender = false;
let renders = 0;

const problemPath = () => `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/${problemId}`;
const renderOrFail: SsrRender = async (url, data) => {
  if (failingRender) throw new Error('render exploded');
  renders += 1;
  return render(url, data);
};

function ssrState(html: string): { queries: Array<{ key: unknown[]; data: Record<string, unknown> }> } | null {
  const match = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
/** A signed-in learner's data tail (TSsrTail), or null. */
function tailOf(html: string): { me: { user: Record<string, unknown> }; page?: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="ssr-tail">([^<]*)<\/script><\/body><\/html>$/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}
/** The page without its data tail: the part shared by everyone of its shell class. */
const sharedPartOf = (html: string) => html.replace(/<script type="application\/json" id="ssr-tail">[^<]*<\/script>/, '');
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const isShell = (html: string) => html.includes('<div id="root"></div>') && ssrState(html) === null;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-ssr-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { appDeps: { webDistDir: distDir, ssr: { render: renderOrFail, manifest: MANIFEST } } });
  const chain = await createPublishedPath(t.db, { category: 'Aljabar <Dasar>', topic: 'Persamaan', subtopic: 'Persamaan Linear' });
  codes = { categoryId: chain.category.categoryId, topicId: chain.topic.topicId, subtopicId: chain.subtopic.subtopicId };
  const problem = await createProblem(t.db, {
    subtopicId: chain.subtopic.id,
    type: 'input',
    questionText: 'Tentukan $x$ jika $x - 3 = 70$.',
    answer: SECRET_ANSWER,
    solutionText: SECRET_SOLUTION,
  });
  problemId = problem.problemId;
  await createProblem(t.db, { subtopicId: chain.subtopic.id, type: 'mcq', questionText: 'Pilih $\\frac12$', options: { A: 'Satu', B: 'Setengah' }, answer: 'B' });
  // Long enough that React would stream parts of it out of order (its progressive chunk size).
  const longText = Array.from({ length: 60 }, (_, index) => `Langkah ${index}: $\\frac{${index}}{x+1} = \\sqrt{${index}}$.`).join(' ');
  longProblemId = (await createProblem(t.db, { subtopicId: chain.subtopic.id, type: 'input', questionText: longText, answer: '1' })).problemId;
  // Hidden content never shows.
  const hidden = await createCategory(t.db, { name: 'Kategori Tersembunyi', isPublished: false });
  const hiddenTopic = await createTopic(t.db, { categoryId: hidden.id, name: 'Topik Tersembunyi', isPublished: true });
  await createSubtopic(t.db, { topicId: hiddenTopic.id, name: 'Sub Tersembunyi', isPublished: true });
  // A name an attacker might choose, to prove it is escaped in HTML and in the inlined JSON.
  await createCategory(t.db, { name: '</script><script>alert(1)</script>', isPublished: true });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('a guest opening a problem page', () => {
  it('gets the question with its maths rendered, the breadcrumb and the form in the first response', async () => {
    const response = await t.request('GET', problemPath());
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = rootOf(html);
    expect(root).toContain('class="katex"');
    expect(root).toContain('Aljabar &lt;Dasar&gt;');
    expect(root).toContain('Persamaan Linear');
    expect(root).toContain('Soal #1');
    expect(root).toContain('Cek Jawaban');
    expect(html).toContain('<title>Soal #1 · Persamaan Linear | Latihan Soal Matematika</title>');
  });

  it("opened from a Tugas (?tugas=), is rendered without the catalogue's number, which the Tugas's own would contradict (the Tugas follows in the browser)", async () => {
    const html = await (await t.request('GET', `${problemPath()}?tugas=${crypto.randomUUID()}`)).text();
    const root = rootOf(html);
    expect(root).toContain('Cek Jawaban');
    expect(root).not.toContain('Soal #');
    expect(html).toContain('<title>Soal · Persamaan Linear | Latihan Soal Matematika</title>');
  });

  it('carries the same data the API answers, inlined for hydration', async () => {
    const html = await (await t.request('GET', problemPath())).text();
    const state = ssrState(html)!;
    const api = await (await t.request('GET', `/math/api/catalog/categories/${codes.categoryId}/topics/${codes.topicId}/subtopics/${codes.subtopicId}/problems/${problemId}`)).json();
    expect(state.queries).toEqual([
      { key: ['me'], data: { user: null } },
      { key: ['catalog', 'problem', codes.categoryId, codes.topicId, codes.subtopicId, problemId, false], data: api },
    ]);
  });

  it('never contains the answer or the solution', async () => {
    const html = await (await t.request('GET', problemPath())).text();
    expect(html).not.toContain(SECRET_ANSWER);
    expect(html).not.toContain('Pembahasan rahasia');
  });

  it('renders a page once for the same address and data, and once more for signed-in learners, whose shell differs', async () => {
    const url = `${problemPath()}?sekali=1`;
    const before = renders;
    const first = await (await t.request('GET', url)).text();
    const second = await (await t.request('GET', url)).text();
    expect(second).toBe(first);
    expect(renders - before).toBe(1);
    const learners = [await t.createSignedInUser(), await t.createSignedInUser()];
    for (const learner of learners) await t.request('GET', url, { cookie: learner.cookie });
    expect(renders - before).toBe(2);
    // An admin's shell is drawn for their role: a render of its own.
    await t.request('GET', url, { cookie: (await t.createSignedInUser('admin')).cookie });
    expect(renders - before).toBe(3);
  });

  it("leaves the process's promises untracked after renders at once, and renders again after (decision 039)", async () => {
    const learners = await Promise.all([t.createSignedInUser(), t.createSignedInUser()]);
    const before = renders;
    const pages = await Promise.all([
      t.request('GET', `${problemPath()}?konteks=1`),
      t.request('GET', `${problemPath()}?konteks=2`),
      ...learners.map((learner, index) => t.request('GET', `${problemPath()}?konteks=${3 + 10 * index}`, { cookie: learner.cookie })),
    ]);
    expect(renders - before).toBe(4);
    for (const page of pages) expect(rootOf(await page.text())).toContain('Soal #');
    // React's own late work (its early preloads, on setImmediate) has run by then too. Its render
    // storage is an AsyncLocalStorage: in Node 20 it hooked every later promise of the process.
    const turns = () => new Promise((resolve) => setTimeout(resolve, 20));
    await turns();
    expect(await promisesTracked()).toBe(false);
    const again = await t.request('GET', `${problemPath()}?konteks=4`);
    expect(rootOf(await again.text())).toContain('Soal #');
    await turns();
    expect(await promisesTracked()).toBe(false);
  });

  it('renders a page once for many guests asking for it at the same moment', async () => {
    const url = `${problemPath()}?bersamaan=1`;
    const before = renders;
    const pages = await Promise.all(Array.from({ length: 12 }, async () => (await t.request('GET', url)).text()));
    expect(renders - before).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(rootOf(pages[0]!)).toContain('Soal #');
  });

  it("renders a subtopic's list once for learners whatever their marks, and again when the list changes", async () => {
    const url = `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}?daftar=1`;
    const cardsOf = (html: string) => (ssrState(html)!.queries[1]!.data as { problems: Array<{ problemId: string; status?: string }> }).problems;
    const learner = await t.createSignedInUser();
    const before = renders;
    const first = await (await t.request('GET', url, { cookie: learner.cookie })).text();
    expect(await (await t.request('GET', url, { cookie: learner.cookie })).text()).toBe(first);
    expect(renders - before).toBe(1);
    // Every card is drawn unmarked for every learner; their marks are in the tail.
    expect(new Set(cardsOf(first).map((card) => card.status))).toEqual(new Set(['untried']));
    expect(tailOf(first)!.page).toEqual({ marks: {} });

    await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer: 'salah sekali' }, cookie: learner.cookie });
    const marked = await (await t.request('GET', url, { cookie: learner.cookie })).text();
    expect(renders - before).toBe(1);
    expect(sharedPartOf(marked)).toBe(sharedPartOf(first));
    expect(tailOf(marked)!.page).toEqual({ marks: { [problemId]: { status: 'wrong', isBookmarked: false } } });

    // A problem added to the list: the list held is dropped when the change is heard, and the page is rendered anew.
    const subtopic = (await t.db.select({ id: subtopics.id }).from(subtopics).where(eq(subtopics.subtopicId, codes.subtopicId)))[0]!;
    const added = await createProblem(t.db, { subtopicId: subtopic.id, type: 'input', questionText: 'Soal tambahan untuk daftar', answer: '1' });
    await vi.waitFor(async () => {
      const html = await (await t.request('GET', url, { cookie: learner.cookie })).text();
      expect(cardsOf(html).map((card) => card.problemId)).toContain(added.problemId);
    });
    // Rendered again (once more if a render raced the notification: a page made from data a change
    // overtook is answered but not kept), then held again.
    await t.contentChanges.settled();
    await t.request('GET', url, { cookie: learner.cookie });
    const rendered = renders;
    expect(rendered - before).toBeGreaterThanOrEqual(2);
    await t.request('GET', url, { cookie: learner.cookie });
    expect(renders).toBe(rendered);
  });

  it('shows an admin\'s rename at once: the pages held are dropped by the write itself, before any notification', async () => {
    const chain = await createPublishedPath(t.db, { category: 'Geometri', topic: 'Bangun Datar', subtopic: 'Nama Lama' });
    const problem = await createProblem(t.db, { subtopicId: chain.subtopic.id, type: 'input', questionText: 'Luas persegi bersisi $3$?', answer: '9' });
    const pagePath = `/math/latsol/${chain.category.categoryId}/${chain.topic.topicId}/${chain.subtopic.subtopicId}/${problem.problemId}`;
    const admin = await t.createSignedInUser('admin');
    expect(rootOf(await (await t.request('GET', pagePath)).text())).toContain('Nama Lama');
    await t.contentChanges.settled();
    // Postgres's notification (migration 0009) would arrive a moment later and hide a missing call.
    await t.sql`alter table subtopics disable trigger subtopics_content_changed`;
    try {
      const renamed = await t.request('PATCH', `/math/api/admin/subtopics/${chain.subtopic.subtopicId}`, { cookie: admin.cookie, body: { subtopicName: 'Nama Baru' } });
      expect(renamed.status).toBe(200);
      const html = rootOf(await (await t.request('GET', pagePath)).text());
      expect(html).toContain('Nama Baru');
      expect(html).not.toContain('Nama Lama');
    } finally {
      await t.sql`alter table subtopics enable trigger subtopics_content_changed`;
    }
  });

  it('has no inline script the CSP would refuse, however long the page', async () => {
    const html = await (await t.request('GET', problemPath().replace(problemId, longProblemId))).text();
    expect(html.length).toBeGreaterThan(100_000);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/type="module"|type="application\/json"/.test(tag))).toEqual([]);
    expect(html).not.toContain('<template');
  });

  it('is sent with the security headers and never kept by a shared cache', async () => {
    const response = await t.request('GET', problemPath());
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("preloads the page's own chunks and stylesheet, not the entry's", async () => {
    const html = await (await t.request('GET', problemPath())).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/math/assets/katex-4.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/math/assets/problem-page-3.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/math/assets/page-shell-2.js">');
    // The app is not preloaded: nothing of it competes with the first paint. The entry fetches
    // it, all at once, from the list in the <meta> (web/first-load.ts).
    for (const file of ['shared-1.js', 'boot-8.js', 'framework-9.js']) expect(head).not.toContain(`href="/math/assets/${file}"`);
    expect(head).toContain('<meta name="app-modules" content="/math/assets/boot-8.js /math/assets/framework-9.js /math/assets/shared-1.js">');
    // What the entry needs to import the app, at once.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/math/assets/preload-helper-0.js">');
  });

  it('preloads the app in the SPA shell, which has nothing to show without it', async () => {
    const shell = await (await t.request('GET', '/math/dashboard')).text();
    expect(isShell(shell)).toBe(true);
    const head = shell.slice(0, shell.indexOf('</head>'));
    for (const file of ['preload-helper-0.js', 'boot-8.js', 'framework-9.js', 'shared-1.js']) expect(head).toContain(`<link rel="modulepreload" crossorigin href="/math/assets/${file}">`);
  });

  it('lists the KaTeX fonts its maths use, and no other, for the entry to load when the line allows', async () => {
    const html = await (await t.request('GET', problemPath())).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = /<meta name="page-fonts" content="([^"]*)">/.exec(head)?.[1];
    expect(JSON.parse(meta!.replaceAll('&quot;', '"'))).toEqual([
      { family: 'KaTeX_Main', style: 'normal', weight: '400', url: '/math/assets/KaTeX_Main-Regular-5.woff2' },
      { family: 'KaTeX_Math', style: 'italic', weight: '400', url: '/math/assets/KaTeX_Math-Italic-6.woff2' },
    ]);
    // Not preloaded: on a slow line the answer form's code goes first.
    expect(head).not.toContain('as="font"');
    expect(head).not.toContain('Fraktur');
    const home = await (await t.request('GET', '/math/')).text();
    expect(home).not.toContain('as="font"');
    expect(home).not.toContain('page-fonts');
  });

  it('preloads the fonts of a list of problems, which would move a lot if they swapped in late', async () => {
    const html = await (await t.request('GET', `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/math/assets/KaTeX_Main-Regular-5.woff2">');
    expect(head).not.toContain('page-fonts');
  });
});

describe('a signed-in learner', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('gets the page rendered for every learner, and their own state in its data tail: solved, the answer and solution earned, their account', async () => {
    const learner = await t.createSignedInUser();
    const before = await (await t.request('GET', problemPath(), { cookie: learner.cookie })).text();
    expect(before).not.toContain(SECRET_ANSWER);
    expect(tailOf(before)).toEqual({
      me: { user: expect.objectContaining({ id: learner.id, email: learner.email, role: 'basic' }) },
      page: { progress: expect.objectContaining({ isCorrect: false, attemptsCount: 0 }), reveal: null },
    });

    const check = await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer: SECRET_ANSWER }, cookie: learner.cookie });
    expect((await check.json()).result.isCorrect).toBe(true);

    const after = await (await t.request('GET', problemPath(), { cookie: learner.cookie })).text();
    // What the API answers this learner (the page everyone gets, and their own part apart) is the shared state and their tail.
    const apiPage = `/math/api/catalog/categories/${codes.categoryId}/topics/${codes.topicId}/subtopics/${codes.subtopicId}/problems/${problemId}`;
    const shared = ssrState(after)!.queries[1]!.data;
    const tail = tailOf(after)!;
    expect(shared).toEqual(await (await t.request('GET', apiPage, { cookie: learner.cookie })).json());
    expect(tail.page).toEqual(await (await t.request('GET', `${apiPage}/progress`, { cookie: learner.cookie })).json());
    expect(tail.page).toMatchObject({ progress: { isCorrect: true }, reveal: { answer: SECRET_ANSWER } });
    // The page itself is the one every learner gets: the solved state is drawn once the tail is applied.
    expect(shared).toMatchObject({ progress: null, reveal: null });
    expect(sharedPartOf(after)).not.toContain(SECRET_ANSWER);
    expect(sharedPartOf(after)).not.toContain(learner.email);
    expect(rootOf(after)).not.toContain('Lihat Pembahasan');
    // The solution's markup is in the tail with each '<' escaped (tailOf reads up to the first '<'): it cannot close the element.
    expect(tail.page).toMatchObject({ reveal: { solution: { status: 'visible', html: expect.stringContaining('<') } } });
  });

  it('get byte for byte the same page, each with their own email and progress in the tail and never another\'s', async () => {
    const url = `${problemPath()}?bersama=1`;
    // An email with what HTML escapes (an apostrophe is valid in an address).
    const odd = await createUserWithPassword(t.db, { email: `o'neil-${Date.now()}@contoh.id`, password: 'kuda-laut-berlari-9' });
    const learners = [{ ...odd, cookie: await t.signIn(odd.email, 'kuda-laut-berlari-9') }, await t.createSignedInUser()];
    await t.db.update(users).set({ xpTotal: 135 }).where(eq(users.id, learners[1]!.id));
    // One of them has solved it, the other has not.
    await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer: SECRET_ANSWER }, cookie: learners[1]!.cookie });
    const before = renders;
    const pages: string[] = [];
    for (const learner of learners) {
      const response = await t.request('GET', url, { cookie: learner.cookie, headers: BROWSER_HEADERS });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      pages.push(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    }
    expect(renders - before).toBe(1);
    expect(sharedPartOf(pages[0]!)).toBe(sharedPartOf(pages[1]!));
    const guest = await (await t.request('GET', url)).text();
    expect(tailOf(guest)).toBeNull();
    expect(renders - before).toBe(2);
    for (const [index, learner] of learners.entries()) {
      const other = learners[1 - index]!;
      const tail = tailOf(pages[index]!)!;
      expect(tail.me.user).toMatchObject({ id: learner.id, email: learner.email });
      expect(pages[index]!).not.toContain(other.email.slice(0, 8));
      expect(pages[index]!).not.toContain(other.id);
    }
    expect(tailOf(pages[0]!)!.page).toEqual({ progress: expect.objectContaining({ isCorrect: false, attemptsCount: 0 }), reveal: null });
    expect(tailOf(pages[1]!)!.page).toMatchObject({ progress: { isCorrect: true, attemptsCount: 1 }, reveal: { answer: SECRET_ANSWER } });
    expect(tailOf(pages[1]!)!.me.user).toMatchObject({ xpTotal: 135 + 40 });
    // The shared page shows the account control for a signed-in user, not a guest's 'Masuk'.
    expect(rootOf(pages[0]!)).not.toContain('>Masuk<');
    expect(rootOf(guest)).toContain('>Masuk<');
    expect(ssrState(pages[0]!)!.queries[0]!.data).toEqual({ user: { role: 'basic' } });
  });

  it('sees solved marks on the subtopic page once its tail is applied', async () => {
    const learner = await t.createSignedInUser();
    await t.request('POST', `/math/api/problems/${problemId}/check`, { body: { answer: SECRET_ANSWER }, cookie: learner.cookie });
    const html = await (await t.request('GET', `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}`, { cookie: learner.cookie })).text();
    const page = ssrState(html)!.queries[1]!.data as { problems: Array<{ problemId: string; status: string }> };
    expect(page.problems.find((card) => card.problemId === problemId)?.status).toBe('untried');
    expect(tailOf(html)!.page).toEqual({ marks: { [problemId]: { status: 'correct', isBookmarked: false } } });
  });

  it('whose session is a day old has it extended by the page, which sends the cookie with its new 30 days', async () => {
    const learner = await t.createSignedInUser();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() + 29 * DAY - 60_000) }).where(eq(sessions.userId, learner.id));
    const response = await t.request('GET', problemPath(), { cookie: learner.cookie });
    expect(tailOf(await response.text())!.me).toMatchObject({ user: { email: learner.email } });
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('better-auth.session_token='))).toMatch(/Max-Age=2592000/);
    const [session] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, learner.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);
    // A session signed in today sets no cookie.
    const fresh = await t.createSignedInUser();
    expect((await t.request('GET', problemPath(), { cookie: fresh.cookie })).headers.getSetCookie()).toEqual([]);
  });

  it('whose session cookie has ended gets the SPA shell (the API then says the session ended)', async () => {
    const learner = await t.createSignedInUser();
    await t.request('POST', '/math/api/auth/sign-out', { cookie: learner.cookie });
    const html = await (await t.request('GET', problemPath(), { cookie: learner.cookie })).text();
    expect(isShell(html)).toBe(true);
    const forged = await (await t.request('GET', problemPath(), { cookie: 'better-auth.session_token=forged.value' })).text();
    expect(isShell(forged)).toBe(true);
  });
});

describe('every public learning page', () => {
  it.each([
    ['home', () => '/math/', 'Selamat Datang di Latihan Soal Matematika'],
    ['categories', () => '/math/latsol', 'Aljabar &lt;Dasar&gt;'],
    ['category', () => `/math/latsol/${codes.categoryId}`, 'Persamaan'],
    ['topic', () => `/math/latsol/${codes.categoryId}/${codes.topicId}`, 'Persamaan Linear'],
    ['subtopic', () => `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}`, '<span class="katex">'],
  ])('%s arrives with its content', async (_name, url, text) => {
    const response = await t.request('GET', url());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rootOf(html)).toContain(text);
    expect(ssrState(html)).not.toBeNull();
  });

  it('escapes what admins typed, in the HTML and in the inlined data', async () => {
    const html = await (await t.request('GET', '/math/latsol')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(rootOf(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(ssrState(html)!.queries[1]!.data).toMatchObject({ categories: expect.arrayContaining([expect.objectContaining({ categoryName: '</script><script>alert(1)</script>' })]) });
    expect(html).not.toContain('Kategori Tersembunyi');
  });
});

describe('a problem a published tryout lists (decision 068)', () => {
  it('is rendered with only its place and why it is unavailable, to a guest and to a learner who solved it, even when its page was rendered before', async () => {
    const chain = await createPublishedPath(t.db, { category: 'Aljabar', topic: 'Persamaan', subtopic: 'Soal Tryout' });
    const held = await createProblem(t.db, { subtopicId: chain.subtopic.id, type: 'input', questionText: 'Soal tryout: $2x = 14$', answer: 'Tujuh', solutionText: 'Pembahasan tryout: bagi dua' });
    const pagePath = `/math/latsol/${chain.category.categoryId}/${chain.topic.topicId}/${chain.subtopic.subtopicId}/${held.problemId}`;
    const learner = await t.createSignedInUser();
    await t.request('POST', `/math/api/problems/${held.problemId}/check`, { cookie: learner.cookie, body: { answer: 'Tujuh' } });
    expect(await (await t.request('GET', pagePath, { cookie: learner.cookie })).text()).toContain('Pembahasan tryout');
    expect(await (await t.request('GET', pagePath)).text()).toContain('Soal tryout');

    const now = Date.now();
    await createTryout(t.db, { opensAt: new Date(now + 60_000), closesAt: new Date(now + 3_600_000), sections: [{ name: 'Penalaran Matematika', durationSeconds: 600, problemIds: [held.id] }] });
    await t.contentChanges.settled();
    for (const cookie of [undefined, learner.cookie]) {
      const html = await (await t.request('GET', pagePath, { cookie })).text();
      expect(rootOf(html)).toContain('Sedang dipakai dalam tryout');
      expect(rootOf(html)).toContain('Soal #1');
      for (const secret of ['Soal tryout', 'Tujuh', 'Pembahasan tryout']) expect(html).not.toContain(secret);
    }
  });
});

describe('falls back to the SPA shell, never a 500', () => {
  it.each([
    ['an unknown problem', () => `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/PR-ZZZZZZZZ`],
    ['a malformed code', () => `/math/latsol/${codes.categoryId}/bukan-kode`],
    ['an unpublished category', () => '/math/latsol/CA-00000000'],
    ['a guest on a page that needs a session', () => '/math/dashboard'],
    ['a page rendered in the browser', () => '/math/bookmarks'],
    ['a page with a path too deep', () => `${problemPath()}/lagi`],
    ['a broken percent-encoding', () => '/math/latsol/%E0%A4%A'],
  ])('for %s', async (_name, url) => {
    const response = await t.request('GET', url());
    expect(response.status).toBe(200);
    expect(isShell(await response.text())).toBe(true);
  });

  it('when the render itself fails', async () => {
    failingRender = true;
    try {
      // An address not rendered before (renders are cached by address and data).
      const response = await t.request('GET', `${problemPath()}?gagal=1`);
      expect(response.status).toBe(200);
      expect(isShell(await response.text())).toBe(true);
    } finally {
      failingRender = false;
    }
  });

  it('and keeps Vite’s manifest private', async () => {
    expect((await t.request('GET', '/math/.vite/manifest.json')).status).toBe(404);
  });
});

describe('what a page is rendered from', () => {
  it("knows a signed-in learner's role only: their email, XP or progress is a type error", async () => {
    // @ts-expect-error The shell is drawn for a role, never for who is signed in.
    const withEmail: TSsrPageData = { me: { user: { role: 'basic', email: 'siswa@contoh.id', xpTotal: 40 } }, page: { kind: 'home' } };
    type TSharedProblem = Extract<TSsrPage, { kind: 'problem' }>['data'];
    const progress = { isCorrect: true, attemptsCount: 1, lastAnswer: null, lastAnswerCorrect: true, isBookmarked: false };
    // @ts-expect-error A problem is rendered before anyone's progress.
    const withProgress: TSharedProblem = { ...({} as TSharedProblem), progress };
    expect(withProgress.progress).toBe(progress);
    const page = await render('/math/', { me: { user: { role: 'basic' } }, page: { kind: 'home' } });
    // The account control, without the guest's 'Masuk' and without anyone's email.
    expect(page.html).toContain('Profil');
    expect(page.html).not.toContain('>Masuk<');
    expect(withEmail.me.user).toBeDefined();
  });
});

describe('pageAssets', () => {
  it('knows the module of every server-rendered page', () => {
    for (const source of Object.values(PAGE_SOURCES)) expect(fs.existsSync(path.join(import.meta.dirname, '../../web', source)), source).toBe(true);
  });

  it('lists a page’s chunks and stylesheets without what the entry already loads', () => {
    expect(pageAssets(MANIFEST, ['features/practice/problem-page.tsx'], '/math/')).toEqual({
      scripts: ['/math/assets/problem-page-3.js', '/math/assets/page-shell-2.js'],
      styles: ['/math/assets/katex-4.css'],
      fonts: ['/math/assets/KaTeX_Main-Regular-5.woff2', '/math/assets/KaTeX_Math-Italic-6.woff2', '/math/assets/KaTeX_Fraktur-Regular-7.woff2'],
    });
    expect(pageAssets(undefined, ['features/practice/problem-page.tsx'], '/math/')).toEqual({ scripts: [], styles: [], fonts: [] });
    expect(pageAssets(MANIFEST, ['features/unknown.tsx'], '/math/')).toEqual({ scripts: [], styles: [], fonts: [] });
  });
});

describe('the first-paint CSS', () => {
  const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/math/assets/index-abc.css">';
  let app: TestApp;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-ssr-css-'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML.replace('</head>', `${STYLESHEET_LINK}</head>`));
    const criticalCss = buildCriticalCssIndex(
      '@font-face{font-display:swap;font-family:KaTeX_Main;src:url(/math/assets/KaTeX_Main-Regular-5.woff2)format("woff2")}@layer base{html{color:#111}}.question-content{overflow-wrap:anywhere}.never-used-class{color:red}.katex{font:1.21em KaTeX_Main}',
      '/math/assets/index-abc.css',
    );
    app = await createTestApp({}, { appDeps: { webDistDir: dir, ssr: { render, manifest: MANIFEST, criticalCss } } });
    const chain = await createPublishedPath(app.db, { category: 'Geometri', topic: 'Segitiga', subtopic: 'Luas' });
    await createProblem(app.db, { subtopicId: chain.subtopic.id, type: 'input', questionText: 'Luas segitiga $\\frac12 a t$?', answer: '6' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is inlined with exactly the hash the CSP allows, and the whole stylesheet loads without blocking the paint', async () => {
    const latsol = await (await app.request('GET', '/math/latsol')).text();
    const categoryPath = /href="(\/math\/latsol\/CA-[^"]+)"/.exec(latsol)![1]!;
    const topicPath = new RegExp(`href="(${categoryPath}/TO-[^"]+)"`).exec(await (await app.request('GET', categoryPath)).text())![1]!;
    const subtopicPath = new RegExp(`href="(${topicPath}/SU-[^"]+)"`).exec(await (await app.request('GET', topicPath)).text())![1]!;
    const pagePath = new RegExp(`href="(${subtopicPath}/PR-[^"]+)"`).exec(await (await app.request('GET', subtopicPath)).text())![1]!;
    const response = await app.request('GET', pagePath);
    const html = await response.text();
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
    expect(style).toContain('html{color:#111}');
    expect(style).toContain('.question-content{overflow-wrap:anywhere}');
    expect(style).toContain('.katex{');
    expect(style).not.toContain('never-used-class');
    // The problem page's KaTeX fonts are the entry's to load (web/first-load.ts): declared here,
    // the browser would fetch them at its first layout, beside the app's code on a slow line.
    expect(style).not.toContain('@font-face');
    // A list of problems declares them: its preloaded fonts are in before the first paint.
    expect(/<style>([^<]*)<\/style>/.exec(await (await app.request('GET', subtopicPath)).text())?.[1]).toContain('@font-face{font-display:swap;font-family:KaTeX_Main;');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'self' ${styleHashSource(style!)};`);
    expect(policy).toContain("script-src 'self';");
    // Not render-blocking in <head>; loaded after the page's content.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(STYLESHEET_LINK);
    expect(html).toContain(`${STYLESHEET_LINK.replace('>', ' disabled data-app-stylesheet>')}<noscript>${STYLESHEET_LINK}</noscript></body>`);
  });

  it('is sent, held and compressed, with the same hash in the CSP to every browser that opens the page', async () => {
    const latsol = await (await app.request('GET', '/math/latsol')).text();
    const categoryPath = /href="(\/math\/latsol\/CA-[^"]+)"/.exec(latsol)![1]!;
    const asBrowser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
    const identity = await app.request('GET', categoryPath);
    const html = await identity.text();
    const policy = identity.headers.get('content-security-policy');
    expect(policy).toContain(styleHashSource(/<style>([^<]*)<\/style>/.exec(html)![1]!));
    const first = await app.request('GET', categoryPath, asBrowser);
    const second = await app.request('GET', categoryPath, asBrowser);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(html);
    }
    // Without Accept-Encoding, the document as it is.
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('is not in the SPA shell, which keeps the stylesheet in <head> and a CSP without inline styles', async () => {
    const response = await app.request('GET', '/math/dashboard');
    const html = await response.text();
    expect(html).not.toContain('<style>');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(STYLESHEET_LINK);
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self';");
  });
});
