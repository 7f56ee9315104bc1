import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { logInThroughForm } from './support/login';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startOwnServer, type TOwnServer } from './support/own-server';

// Issue 52.3 and 52.4 at 360 px, on a server of this file's own whose clock it moves: a learner
// answers a problem wrong and leaves it, finds it under 'Soal yang pernah salah' on the subtopic
// and topic pages, and the next day in 'Ulang Soal' ('Pernah salah'), where their own answer shows
// marked beside the key. SHOTS_DIR=… saves screenshots.

const PASSWORD = 'salah-itu-guru-1';
const shotsDir = process.env.SHOTS_DIR;

let server: TOwnServer;
let browser: Browser;
let database: DatabaseHandle;
let names: { topic: string; subtopic: string };
let links: { topic: string; subtopic: string; problem: (problemId: string) => string };
let problemIds: { left: string; solved: string };

beforeAll(async () => {
  server = await startOwnServer();
  browser = await launchBrowser();
  database = server.connect();
  const suffix = Date.now().toString(36);
  names = { topic: `Bilangan ${suffix}`, subtopic: `Penjumlahan ${suffix}` };
  const place = await createPublishedPath(database.db, { category: `Aritmetika ${suffix}`, ...names });
  const left = await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: 'Berapakah $3 + 4$?', answer: '7', solutionText: 'Hasilnya $7$.' });
  const solved = await createProblem(database.db, {
    subtopicId: place.subtopic.id,
    type: 'mcq',
    questionText: 'Berapakah $2 + 2$?',
    options: { A: '3', B: '4', C: '5' },
    answer: 'B',
    solutionText: 'Hasilnya $4$.',
  });
  problemIds = { left: left.problemId, solved: solved.problemId };
  const topic = `/latsol/${place.category.categoryId}/${place.topic.topicId}`;
  links = { topic, subtopic: `${topic}/${place.subtopic.subtopicId}`, problem: (problemId) => `${topic}/${place.subtopic.subtopicId}/${problemId}` };
}, 180_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page) {
  const email = uniqueEmail('salah');
  await createUserWithPassword(database.db, { email, password: PASSWORD });
  await logInThroughForm(page, email, PASSWORD, server.url);
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}-360.png`), fullPage: true });
}

async function checkAnswer(page: Page) {
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
}

const mistakesLink = (page: Page) => page.getByRole('link', { name: /Soal yang pernah salah \(\d+\)/ });

describe('mistakes come back', () => {
  it('a problem answered wrong is listed as once wrong, comes back the next day, and its review shows the answer sent beside the key', async () => {
    const { page } = await newPage(browser, PHONE);
    await logIn(page);

    // Nothing wrong yet: no link on the subtopic page.
    await page.goto(server.url(links.subtopic));
    await page.getByRole('heading', { name: names.subtopic }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await mistakesLink(page).count()).toBe(0);

    // The input problem answered wrong and left; the multiple-choice one wrong, then solved.
    await page.goto(server.url(links.problem(problemIds.left)));
    await page.getByLabel('Jawaban Anda').fill('5');
    await checkAnswer(page);
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
    await page.goto(server.url(links.problem(problemIds.solved)));
    await page.getByRole('radio', { name: /^A\./ }).check();
    await checkAnswer(page);
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
    await page.getByRole('radio', { name: /^B\./ }).check();
    await checkAnswer(page);
    await page.getByText('Jawaban Benar!').waitFor();

    // The subtopic page offers the list; it shows both, one solved since.
    await page.goto(server.url(links.subtopic));
    const link = mistakesLink(page);
    await link.waitFor();
    expect(await link.textContent()).toContain('Soal yang pernah salah (2)');
    await shoot(page, 'subtopic-link');
    await link.click();
    await page.getByRole('heading', { name: 'Soal yang pernah salah', level: 1 }).waitFor();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Soal #/ }) });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    await cards.filter({ hasText: 'Soal #1' }).getByText('Belum benar').waitFor();
    await cards.filter({ hasText: 'Soal #2' }).getByText('Sudah benar').waitFor();
    await page.getByText('2 soal pernah Anda jawab salah, 1 di antaranya belum benar.').waitFor();
    await expectAccessible(page, 'Soal yang pernah salah (phone)');
    await shoot(page, 'mistakes-subtopic');
    await cards.getByRole('link', { name: 'Soal #1' }).click();
    await page.waitForURL(server.url(links.problem(problemIds.left)));

    // The topic page counts them too.
    await page.goto(server.url(links.topic));
    await mistakesLink(page).waitFor();
    expect(await mistakesLink(page).textContent()).toContain('(2)');
    await mistakesLink(page).click();
    await page.getByText(names.subtopic).first().waitFor();
    expect(await page.getByRole('link', { name: /Soal #/ }).count()).toBe(2);
    await shoot(page, 'mistakes-topic');

    // Not due today; the start of the learner's next day (the server's clock moved there) it is.
    await page.goto(server.url('/ulang'));
    await page.getByRole('heading', { name: 'Tidak ada soal yang perlu diulang sekarang.' }).waitFor();
    const readReviews = async () => (await (await page.request.get(server.url('/api/reviews'))).json()) as { dueCount: number; nextDueAt: string | null };
    const { nextDueAt } = await readReviews();
    expect(nextDueAt).not.toBeNull();
    // Midnight in Asia/Jakarta (the default zone; this browser never opened the dashboard), 17:00 UTC.
    expect(new Date(nextDueAt!).getUTCHours()).toBe(17);
    expect(Date.parse(nextDueAt!) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    server.setClockOffset(Date.parse(nextDueAt!) - Date.now() + 60_000);
    await expect.poll(async () => (await readReviews()).dueCount).toBe(2);

    // The first comes back fresh, saying why; answered wrong again, the answer sent stays, marked, beside the key.
    await page.reload();
    await page.getByRole('heading', { name: 'Soal #1' }).waitFor();
    await page.getByText('Pernah salah', { exact: true }).waitFor();
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('');
    await shoot(page, 'ulang-due');
    await page.getByLabel('Jawaban Anda').fill('8');
    await checkAnswer(page);
    await page.getByRole('heading', { name: 'Jawaban Anda salah' }).waitFor();
    const sent = page.locator('dl');
    expect(await sent.locator('dt').allTextContents()).toEqual(['Jawaban Anda', 'Kunci']);
    expect(await sent.locator('dd').allTextContents()).toEqual(['8', '7']);
    await page.getByText('Jawaban Anda dan kuncinya ada di atas.', { exact: false }).waitFor();
    await expectAccessible(page, 'a review answered wrong (phone)');
    await shoot(page, 'ulang-wrong');

    // The second, answered right: the learner's own choice marked right, and the key.
    await page.getByRole('button', { name: 'Lanjut', exact: true }).click();
    await page.getByRole('heading', { name: 'Soal #2' }).waitFor();
    await page.getByRole('radio', { name: /^B\./ }).check();
    await checkAnswer(page);
    await page.getByRole('heading', { name: 'Jawaban Anda benar' }).waitFor();
    const chosen = page.getByRole('listitem').filter({ hasText: 'Jawaban Anda' });
    expect(await chosen.count()).toBe(1);
    expect(await chosen.textContent()).toContain('Kunci');
    await shoot(page, 'ulang-right');

    // A guest sees no link, and the list answers 401.
    const guest = await newPage(browser, PHONE);
    await guest.page.goto(server.url(links.subtopic));
    await guest.page.getByRole('heading', { name: names.subtopic }).waitFor();
    await guest.page.waitForLoadState('networkidle');
    expect(await mistakesLink(guest.page).count()).toBe(0);
    expect((await guest.page.request.get(server.url(`/api/mistakes?topic=${links.topic.split('/').at(-1)}`))).status()).toBe(401);
    await guest.context.close();
  });
});
