import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../../web/entry-server';
import { createProblem, createPublishedPath } from '../../db/factories';
import { learnerSubtopicStats, reviewCards, userProgress } from '../../db/schema';
import type { ViteManifest } from '../../http/ssr';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 52, points 1 and 2 (decision 085), and its budget: hints and the key with the solution are
// decided by the server, and no response (API JSON or server-rendered HTML) carries a hint's text,
// the solution or the key before the learner opened that step.

const INDEX_HTML = `<!doctype html><html lang="id"><head><meta charset="UTF-8" /><title>Latihan Soal Matematika</title><script type="module" crossorigin src="/math/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_preload-helper.js'], css: ['assets/index-abc.css'] },
  '_preload-helper.js': { file: 'assets/preload-helper-0.js' },
  'boot.tsx': { file: 'assets/boot-8.js', imports: [] },
  'features/practice/problem-page.tsx': { file: 'assets/problem-page-3.js', imports: [] },
};

const KEY = 'Tujuh Puluh Tiga';
const SOLUTION = 'PEMBAHASAN-RAHASIA kurangi kedua ruas';
const HINTS = ['PETUNJUK-SATU pindahkan 3 ke ruas kanan', 'PETUNJUK-DUA jumlahkan $70 + 3$', 'PETUNJUK-TIGA tulis dengan huruf'];
const API = '/math/api';
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let distDir: string;
let now = new Date('2026-12-07T05:00:00Z'); // 12.00 in Jakarta
let admin: string;
let codes: { categoryId: string; topicId: string; subtopicId: string };
let pathSubtopicId: number;

const send = async (method: string, url: string, cookie?: string, body?: unknown) => {
  const response = await t.request(method, url, { cookie, body });
  const text = await response.text();
  return { status: response.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
};
const apiPage = (problemId: string) => `${API}/catalog/categories/${codes.categoryId}/topics/${codes.topicId}/subtopics/${codes.subtopicId}/problems/${problemId}`;
const ssrPage = (problemId: string) => `/math/latsol/${codes.categoryId}/${codes.topicId}/${codes.subtopicId}/${problemId}`;

/** Every secret of the problem a text carries. */
const secretsIn = (text: string) => [...HINTS.map((hint) => hint.split(' ')[0]!), SOLUTION.split(' ')[0]!, KEY].filter((secret) => text.includes(secret));

// An input problem with three hints, written through the admin editor's API (hints rendered at save).
async function problemWithHints(hints = HINTS) {
  const response = await send('POST', `${API}/admin/problems`, admin, {
    subtopicId: codes.subtopicId,
    type: 'input',
    questionText: 'Tentukan $x$ (dalam huruf) jika $x - 3 = 70$.',
    answer: KEY,
    solutionText: SOLUTION,
    // A blank step is left out.
    hints: hints.length < 3 ? [...hints, '   '] : hints,
    hasSolution: true,
    isPublic: false,
    isPublished: true,
    theoryIds: [],
  });
  expect(response.status).toBe(201);
  return response.body.problem.problemId as string;
}

/** What a learner (or a guest) can read of the problem now: its page JSON, their own part, the server-rendered page. */
async function everythingReadable(problemId: string, cookie?: string) {
  const reads = [send('GET', apiPage(problemId)), send('GET', ssrPage(problemId)), send('GET', ssrPage(problemId), cookie)];
  if (cookie) reads.push(send('GET', `${apiPage(problemId)}/progress`, cookie));
  return (await Promise.all(reads)).map((read) => read.text).join('\n');
}

const check = (problemId: string, answer: string, cookie?: string) => send('POST', `${API}/problems/${problemId}/check`, cookie, { answer });
const openHint = (problemId: string, step: number, cookie?: string) => send('POST', `${API}/problems/${problemId}/hints`, cookie, { step });
const reveal = (problemId: string, cookie?: string) => send('POST', `${API}/problems/${problemId}/reveal`, cookie);

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-help-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({}, { clock: () => now, appDeps: { webDistDir: distDir, ssr: { render, manifest: MANIFEST } } });
  const chain = await createPublishedPath(t.db, { subtopic: 'Persamaan Linear Bertanya' });
  codes = { categoryId: chain.category.categoryId, topicId: chain.topic.topicId, subtopicId: chain.subtopic.subtopicId };
  pathSubtopicId = chain.subtopic.id;
  admin = (await t.createSignedInUser('admin')).cookie;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('a stuck learner walking a problem with hints', () => {
  it('never gets a hint, the solution or the key in any response or page before opening that step', async () => {
    const problemId = await problemWithHints();
    const learner = await t.createSignedInUser();
    const cookie = learner.cookie;

    // Opened: the question and how many hints there are, nothing of them.
    const page = await send('GET', apiPage(problemId));
    expect(page.body.problem.hintCount).toBe(3);
    expect(secretsIn(await everythingReadable(problemId, cookie))).toEqual([]);

    // A hint before any wrong answer is refused, saying why.
    const early = await openHint(problemId, 1, cookie);
    expect([early.status, early.body.error.code]).toEqual([409, 'help.no_wrong_answer']);
    expect(secretsIn(early.text)).toEqual([]);

    const wrong = await check(problemId, 'tujuh puluh', cookie);
    expect(wrong.body.result).toMatchObject({ isCorrect: false, attemptsCount: 1 });
    expect(secretsIn(wrong.text + (await everythingReadable(problemId, cookie)))).toEqual([]);

    // One at a time, in order.
    const skipped = await openHint(problemId, 2, cookie);
    expect([skipped.status, skipped.body.error.code]).toEqual([409, 'help.step_out_of_order']);
    const first = await openHint(problemId, 1, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 1, hintCount: 3, hintsOpened: 1 });
    expect(first.body.hints).toHaveLength(1);
    expect(first.body.hints[0]).toContain('PETUNJUK-SATU');
    expect(secretsIn(first.text)).toEqual(['PETUNJUK-SATU']);
    // Asked twice (a double tap): the same hint, none further.
    const again = await openHint(problemId, 1, cookie);
    expect(again.body).toMatchObject({ step: 1, hintsOpened: 1 });

    // The server-rendered page is the problem's (not an empty shell), and its tail carries the opened hint.
    const rendered = (await send('GET', ssrPage(problemId), cookie)).text;
    expect(rendered).toContain('Tentukan');
    expect(secretsIn(rendered)).toEqual(['PETUNJUK-SATU']);
    // Reloaded: the opened hint (rendered at save: its maths too) and still nothing else.
    expect(secretsIn(await everythingReadable(problemId, cookie))).toEqual(['PETUNJUK-SATU']);
    const own = await send('GET', `${apiPage(problemId)}/progress`, cookie);
    expect(own.body.progress).toMatchObject({ isRevealed: false });
    expect(own.body.progress.hints).toHaveLength(1);
    expect(own.body.reveal).toBeNull();

    const second = await openHint(problemId, 2, cookie);
    expect(second.body.hints[1]).toContain('class="katex"');
    expect(secretsIn(second.text)).toEqual(['PETUNJUK-SATU', 'PETUNJUK-DUA']);
    expect(secretsIn(await everythingReadable(problemId, cookie))).toEqual(['PETUNJUK-SATU', 'PETUNJUK-DUA']);

    // Three wrong answers in all, then the way out.
    await check(problemId, 'tujuh puluh satu', cookie);
    await check(problemId, 'tujuh puluh dua', cookie);
    expect(secretsIn(await everythingReadable(problemId, cookie))).toEqual(['PETUNJUK-SATU', 'PETUNJUK-DUA']);
    const shown = await reveal(problemId, cookie);
    expect(shown.status).toBe(200);
    expect(shown.body.reveal.answer).toBe(KEY);
    expect(shown.body.reveal.solution).toMatchObject({ status: 'visible' });
    expect(shown.body.reveal.solution.html).toContain('PEMBAHASAN-RAHASIA');
    // The third hint was never opened: it is nowhere, even now.
    const afterReveal = await everythingReadable(problemId, cookie);
    expect(secretsIn(afterReveal)).toEqual(['PETUNJUK-SATU', 'PETUNJUK-DUA', 'PEMBAHASAN-RAHASIA', KEY]);
    // Shared with everyone (the page JSON, a guest's HTML): still nothing.
    expect(secretsIn(await everythingReadable(problemId))).toEqual([]);
  });

  it('refuses guests, drafts and hints beyond the last, with the error shape', async () => {
    const problemId = await problemWithHints(HINTS.slice(0, 1));
    const learner = await t.createSignedInUser();
    const guestHint = await openHint(problemId, 1);
    const guestReveal = await reveal(problemId);
    expect([guestHint.status, guestHint.body.error.code, guestReveal.status]).toEqual([401, 'auth.unauthenticated', 401]);
    expect(secretsIn(guestHint.text + guestReveal.text)).toEqual([]);

    await check(problemId, 'salah', learner.cookie);
    expect((await openHint(problemId, 1, learner.cookie)).status).toBe(200);
    const beyond = await openHint(problemId, 2, learner.cookie);
    expect([beyond.status, beyond.body.error.code]).toEqual([409, 'help.no_more_hints']);
    expect((await openHint(problemId, 4, learner.cookie)).status).toBe(400);

    const draft = await createProblem(t.db, { subtopicId: pathSubtopicId, type: 'input', questionText: 'Draf', answer: KEY, solutionText: SOLUTION, isPublished: false });
    for (const cookie of [learner.cookie, admin]) {
      const refused = await reveal(draft.problemId, cookie);
      expect([refused.status, refused.body.error.code]).toEqual([404, 'practice.problem_not_found']);
      expect(secretsIn(refused.text)).toEqual([]);
    }
  });
});

describe('the way out', () => {
  it('is recorded once, queues the problem for the start of the next learner-day, and shows its reveal on reload', async () => {
    const problemId = await problemWithHints();
    const learner = await t.createSignedInUser();
    const [first, second] = await Promise.all([reveal(problemId, learner.cookie), reveal(problemId, learner.cookie)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);

    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect(cards.map((card) => [card.reason, card.due.toISOString()])).toEqual([['reveal', '2026-12-07T17:00:00.000Z']]);
    const [progress] = await t.db.select().from(userProgress).where(eq(userProgress.userId, learner.id));
    expect(progress).toMatchObject({ attemptsCount: 0, isCorrect: false, revealedAt: now });

    const own = await send('GET', `${apiPage(problemId)}/progress`, learner.cookie);
    expect(own.body.progress.isRevealed).toBe(true);
    expect(own.body.reveal.answer).toBe(KEY);
  });

  it('pays no XP for a solve the same learner-day, half on a later day, and a first try after it is not right for mastery', async () => {
    const sameDay = await problemWithHints();
    const laterDay = await problemWithHints();
    const learner = await t.createSignedInUser();
    await reveal(sameDay, learner.cookie);
    await check(laterDay, 'salah', learner.cookie);
    await reveal(laterDay, learner.cookie);

    const solvedToday = await check(sameDay, KEY, learner.cookie);
    expect(solvedToday.body.result).toMatchObject({ isCorrect: true, attemptsCount: 1, xpAwarded: 0 });
    const [stats] = await t.db
      .select()
      .from(learnerSubtopicStats)
      .where(and(eq(learnerSubtopicStats.userId, learner.id), eq(learnerSubtopicStats.subtopicId, pathSubtopicId)));
    // Two first tries (the wrong one, and the one after the reveal), neither right.
    expect([stats!.recentFirstTries, stats!.recentFirstTryBits]).toEqual([2, 0]);

    now = new Date(now.getTime() + DAY);
    const solvedLater = await check(laterDay, KEY, learner.cookie);
    // An input problem on its 2nd attempt earns 30 XP; the key seen on an earlier day halves it.
    expect(solvedLater.body.result).toMatchObject({ isCorrect: true, attemptsCount: 2, xpAwarded: 15 });
  });

  it('after a hint, a solve earns half the XP', async () => {
    const problemId = await problemWithHints();
    const learner = await t.createSignedInUser();
    await check(problemId, 'salah', learner.cookie);
    await openHint(problemId, 1, learner.cookie);
    const solved = await check(problemId, KEY, learner.cookie);
    expect(solved.body.result).toMatchObject({ isCorrect: true, attemptsCount: 2, xpAwarded: 15 });
  });
});
