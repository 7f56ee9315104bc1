import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createSubtopic, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { logInThroughForm } from './support/login';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startOwnServer, type TOwnServer } from './support/own-server';

// Issue 34 in the browser at 360 px, on a server of this file's own whose clock it moves: a new
// learner misses a problem twice and solves it, finds it due for review once its time has come,
// answers it in 'Ulang Soal', sees their level change on the topic page and the dashboard, and
// goes on with 'Lanjutkan' and 'Soal berikutnya'. SHOTS_DIR=… also saves screenshots (360 and 1280 px).

const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'latihan-setiap-hari-1';
const shotsDir = process.env.SHOTS_DIR;

let server: TOwnServer;
let browser: Browser;
let database: DatabaseHandle;
let names: { category: string; topic: string; subtopic: string; nextSubtopic: string };
let links: { topic: string; problem: (problemId: string) => string; nextSubtopic: string };
let problemIds: string[];

beforeAll(async () => {
  server = await startOwnServer();
  browser = await launchBrowser();
  database = server.connect();
  const suffix = Date.now().toString(36);
  names = { category: `Aljabar ${suffix}`, topic: `Persamaan ${suffix}`, subtopic: `Persamaan Linear ${suffix}`, nextSubtopic: `Pertidaksamaan ${suffix}` };
  const place = await createPublishedPath(database.db, names);
  const problems = [];
  for (const [question, answer] of [['Berapakah $3 + 4$?', '7'], ['Berapakah $5 + 6$?', '11'], ['Berapakah $2 \\times 9$?', '18']] as const) {
    problems.push(await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: question, answer, solutionText: `Hasilnya adalah $${answer}$.` }));
  }
  const nextSubtopic = await createSubtopic(database.db, { topicId: place.topic.id, name: names.nextSubtopic, sortOrder: 1, isPublished: true });
  await createProblem(database.db, { subtopicId: nextSubtopic.id, type: 'input', questionText: 'Berapakah $10 - 3$?', answer: '7' });
  problemIds = problems.map((problem) => problem.problemId);
  const topic = `/latsol/${place.category.categoryId}/${place.topic.topicId}`;
  links = {
    topic,
    problem: (problemId) => `${topic}/${place.subtopic.subtopicId}/${problemId}`,
    nextSubtopic: `${topic}/${nextSubtopic.subtopicId}`,
  };
}, 180_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page) {
  const email = uniqueEmail('pengulang');
  await createUserWithPassword(database.db, { email, password: PASSWORD });
  await logInThroughForm(page, email, PASSWORD, server.url);
}

/** The screen as it is, at 360 px and at 1280 px (the same page widened, then narrowed again). */
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  // From the top: a page scrolled to its result would show the sticky navbar in its middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}-360.png`), fullPage: true });
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: path.join(shotsDir, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

const subtopicCard = (page: Page) => page.getByRole('link', { name: new RegExp(names.subtopic) });
const mapEntry = (page: Page) => page.getByRole('region', { name: 'Peta Penguasaan' }).getByRole('link', { name: new RegExp(names.subtopic) });
const nextStep = (page: Page) => page.getByRole('region', { name: 'Lanjutkan' });

async function answer(page: Page, text: string) {
  await page.getByLabel('Jawaban Anda').fill(text);
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
}

describe('mastery, reviews and the next step', () => {
  it('a new learner misses a problem twice, solves it, reviews it when due, and sees their level and next step move', async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    await logIn(page);

    // Before any answer: 'Belum Mulai' on the topic page's card and on the dashboard's map.
    await page.goto(server.url(links.topic));
    await subtopicCard(page).getByText('Belum Mulai', { exact: true }).waitFor();
    // The map follows the category chip: only the chosen category, opened.
    await page.goto(server.url('/dashboard'));
    await page.getByRole('button', { name: names.category, exact: true }).click();
    await mapEntry(page).getByText('Belum Mulai', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Peta Penguasaan' }).getByRole('group').count()).toBe(1);

    // Misses twice, then solves it: the answer is taken, and 'Soal berikutnya' offers the next one.
    await page.goto(server.url(links.problem(problemIds[0]!)));
    await answer(page, '5');
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
    await answer(page, '6');
    await page.getByText('Upaya ke-2').waitFor();
    await answer(page, '7');
    await page.getByText('Jawaban Benar!').waitFor();
    const nextProblem = page.getByRole('link', { name: 'Soal berikutnya' });
    await nextProblem.waitFor();
    expect(await nextProblem.getAttribute('href')).toBe(`/math${links.problem(problemIds[1]!)}`);
    await expectAccessible(page, 'a solved problem with Soal berikutnya (phone)');
    await shoot(page, 'problem-soal-berikutnya');

    // Their level has moved on the topic page, with its reason beneath.
    await page.goto(server.url(links.topic));
    const card = subtopicCard(page);
    await card.getByText('Mulai', { exact: true }).waitFor();
    expect(await card.getByText('Belum Mulai').count()).toBe(0);
    await expectAccessible(page, 'the topic page with levels (phone)');
    await shoot(page, 'topic-levels');
    await card.click();
    await page.getByRole('heading', { name: names.subtopic }).waitFor();
    // Its page tells how many are solved and the next step instead (issue 52.5).
    await page.getByRole('region', { name: 'Kemajuan Anda' }).getByText('1 dari 3 selesai').waitFor();

    // Nothing is due yet: /ulang says when, and offers practice.
    await page.goto(server.url('/ulang'));
    await page.getByRole('heading', { name: 'Tidak ada soal yang perlu diulang sekarang.' }).waitFor();
    await page.getByText(/^Ulangan berikutnya: /).waitFor();
    expect(await page.getByRole('link', { name: 'Lanjut Latihan' }).getAttribute('href')).toBe('/math/latsol');
    await shoot(page, 'ulang-empty');

    // The dashboard: the level on the map, nothing due, and 'Lanjutkan' to the next unsolved problem.
    await page.goto(server.url('/dashboard'));
    await mapEntry(page).getByText('Mulai', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Ulang Soal' }).getByText(/^Ulangan berikutnya: /).waitFor();
    expect(await nextStep(page).getByRole('link').getAttribute('href')).toBe(`/math${links.problem(problemIds[1]!)}`);

    // The scheduled time passes (on the server's clock): the problem is due.
    const readReviews = async () => (await (await page.request.get(server.url('/api/reviews'))).json()) as { dueCount: number; nextDueAt: string | null };
    const reviews = await readReviews();
    expect(reviews.dueCount).toBe(0);
    expect(reviews.nextDueAt).not.toBeNull();
    server.setClockOffset(Date.parse(reviews.nextDueAt!) - Date.now() + 60_000);
    // The server reads the moved clock once it sees the file change.
    await expect.poll(async () => (await readReviews()).dueCount).toBe(1);

    // The dashboard counts it, and 'Lanjutkan' now leads to 'Ulang Soal' in one tap.
    await page.reload();
    await page.getByRole('region', { name: 'Ulang Soal' }).getByText('1', { exact: true }).waitFor();
    const toReviews = nextStep(page).getByRole('link', { name: /Ulang Soal/ });
    await toReviews.waitFor();
    await expectAccessible(page, 'the dashboard with the map and Lanjutkan (phone)');
    await shoot(page, 'dashboard-lanjutkan');
    await toReviews.click();
    await page.waitForURL(server.url('/ulang'));

    // The problem comes back fresh: no answer filled in, no solution until answered.
    await page.getByRole('heading', { name: 'Soal #1' }).waitFor();
    await page.getByText('Berapakah').waitFor();
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Lihat Pembahasan' }).count()).toBe(0);
    await expectAccessible(page, 'a due review (phone)');
    await shoot(page, 'ulang-due');
    // The same review open in a second tab, to be answered there after this one.
    const otherTab = await context.newPage();
    await otherTab.goto(server.url('/ulang'));
    await otherTab.getByRole('heading', { name: 'Soal #1' }).waitFor();
    await answer(page, '7');
    await page.getByText('Jawaban Benar!').waitFor();
    await page.getByText(/Soal ini akan diulang lagi /).waitFor();
    await page.getByRole('button', { name: 'Lihat Pembahasan' }).click();
    await page.getByText('Hasilnya adalah').waitFor();
    // The learner's own answer, marked, beside the key (issue 52.4): no field left to change.
    await page.getByRole('heading', { name: 'Jawaban Anda benar' }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.locator('dd').allTextContents()).toEqual(['7', '7']);
    await expectAccessible(page, 'an answered review with its solution (phone)');
    await shoot(page, 'ulang-answered');
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await page.getByRole('heading', { name: 'Semua soal yang perlu diulang sudah selesai!' }).waitFor();

    // Answered already, the review is no longer due: the other tab says so and moves on.
    expectBrowserError(/status of 409/);
    await answer(otherTab, '8');
    await otherTab.getByRole('alert').getByText('Soal ini belum waktunya diulang.').waitFor();
    await otherTab.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await otherTab.getByRole('heading', { name: 'Tidak ada soal yang perlu diulang sekarang.' }).waitFor();
    await otherTab.close();

    // Back on the dashboard: nothing due, and 'Lanjutkan' lands on the next problem in one tap.
    await page.goto(server.url('/dashboard'));
    await page.getByRole('region', { name: 'Ulang Soal' }).getByText('0', { exact: true }).waitFor();
    const toProblem = nextStep(page).getByRole('link', { name: /Lanjutkan/ });
    await toProblem.click();
    await page.waitForURL(server.url(links.problem(problemIds[1]!)));
    await page.getByRole('heading', { name: 'Soal #2' }).waitFor();

    // Solved at once, then 'Soal berikutnya' goes on to the next unsolved problem.
    await answer(page, '11');
    await page.getByText('Jawaban Benar!').waitFor();
    await page.getByRole('link', { name: 'Soal berikutnya' }).click();
    await page.waitForURL(server.url(links.problem(problemIds[2]!)));
    await page.getByRole('heading', { name: 'Soal #3' }).waitFor();
    await answer(page, '18');
    // The subtopic is done (issue 52.5): a moment says so and offers the next subtopic by name,
    // never a silent jump into it; its page follows.
    await page.getByRole('heading', { name: 'Subtopik selesai!' }).waitFor();
    await page.getByRole('link', { name: `Lanjut ke subtopik berikutnya: ${names.nextSubtopic}` }).click();
    await page.waitForURL(server.url(links.nextSubtopic));
    await page.getByRole('heading', { name: names.nextSubtopic, level: 1 }).waitFor();
    await context.close();
  });

  it('a guest sees the topic page as always: no levels, and no request for them', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const levelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/mastery/')) levelRequests.push(request.url());
    });
    await page.goto(server.url(links.topic));
    await subtopicCard(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Belum Mulai').count()).toBe(0);
    expect(levelRequests).toEqual([]);

    // 'Ulang Soal' is for signed-in learners: a guest is sent to log in.
    await page.goto(server.url('/ulang'));
    await page.getByText('Silakan masuk untuk mengulang soal Anda.').waitFor();
    await page.waitForURL(/\/math\/login/);
    await context.close();
  });
});
