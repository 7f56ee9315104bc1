import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createSubtopic } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 52.5 (decision 087): a learner works through a small subtopic at 360 px, sees
// "x dari y selesai" and the next step move on its page, gets a moment when the last answer makes it
// 'Mahir' and finishes it, and goes on to the next subtopic by its named button (never a silent
// jump). SHOTS_DIR=… also saves screenshots.
const shotsDir = process.env.SHOTS_DIR;

let browser: Browser;
let database: DatabaseHandle;
let names: { subtopic: string; nextSubtopic: string };
let links: { subtopic: string; nextSubtopic: string; problem: (index: number) => string };

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  names = { subtopic: `Pecahan ${suffix}`, nextSubtopic: `Desimal ${suffix}` };
  const place = await createPublishedPath(database.db, { category: `Bilangan ${suffix}`, topic: `Operasi ${suffix}`, subtopic: names.subtopic });
  const problems: { problemId: string }[] = [];
  for (const [question, answer] of [['Berapakah $1 + 1$?', '2'], ['Berapakah $2 + 3$?', '5'], ['Berapakah $4 + 4$?', '8']] as const) {
    problems.push(await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: question, answer, solutionText: `Hasilnya $${answer}$.` }));
  }
  const next = await createSubtopic(database.db, { topicId: place.topic.id, name: names.nextSubtopic, sortOrder: 1, isPublished: true });
  await createProblem(database.db, { subtopicId: next.id, type: 'input', questionText: 'Berapakah $0,5 + 0,5$?', answer: '1' });
  const topic = `/latsol/${place.category.categoryId}/${place.topic.topicId}`;
  links = {
    subtopic: `${topic}/${place.subtopic.subtopicId}`,
    nextSubtopic: `${topic}/${next.subtopicId}`,
    problem: (index) => `${topic}/${place.subtopic.subtopicId}/${problems[index]!.problemId}`,
  };
}, 60_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

const progress = (page: Page) => page.getByRole('region', { name: 'Kemajuan Anda' });

async function answer(page: Page, text: string) {
  await page.getByLabel('Jawaban Anda').fill(text);
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
  await page.getByText('Jawaban Benar!').waitFor();
}

describe('progress and moments in a subtopic', () => {
  it('a learner solves a small subtopic first try, sees its progress move, gets the moment, and goes on to the next subtopic by name', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const momentChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/moment-[^/]*\.js$/.test(request.url())) momentChunks.push(request.url());
    });
    await logInAsNewLearner(page, database, 'momen');

    await page.goto(appUrl(links.subtopic));
    await progress(page).getByText('0 dari 3 selesai').waitFor();
    await progress(page).getByText('3 soal benar pada percobaan pertama untuk Mahir').waitFor();
    await shoot(page, 'subtopic-start');

    // The first two, through 'Soal berikutnya', which stays in the subtopic: no moment yet.
    await page.goto(appUrl(links.problem(0)));
    await answer(page, '2');
    await page.getByRole('link', { name: 'Soal berikutnya' }).click();
    await page.waitForURL(appUrl(links.problem(1)));
    await answer(page, '5');
    await page.getByRole('link', { name: 'Soal berikutnya' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Mahir!' }).count()).toBe(0);
    expect(momentChunks).toEqual([]);

    // Back on the subtopic's page: the count and the next step have moved.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: names.subtopic }).click();
    await progress(page).getByText('2 dari 3 selesai').waitFor();
    await progress(page).getByText('1 lagi benar pada percobaan pertama untuk Mahir').waitFor();
    expect(await progress(page).getByRole('progressbar').getAttribute('value')).toBe('2');
    await expectAccessible(page, 'the subtopic page with progress (phone)');
    await shoot(page, 'subtopic-two-solved');

    // The last one: 'Mahir' and the subtopic finished, told in a moment loaded only now.
    await page.goto(appUrl(links.problem(2)));
    await page.getByRole('heading', { name: 'Soal #3' }).waitFor();
    await answer(page, '8');
    const moment = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Mahir!' }) });
    await moment.waitFor();
    await moment.getByText(`Semua soal subtopik ${names.subtopic} sudah Anda selesaikan.`).waitFor();
    expect(momentChunks).toHaveLength(1);
    // No silent 'Soal berikutnya' into the next subtopic: it is offered by name, and the way back.
    const goOn = page.getByRole('link', { name: `Lanjut ke subtopik berikutnya: ${names.nextSubtopic}` });
    await goOn.waitFor();
    expect(await page.getByRole('link', { name: 'Soal berikutnya' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Kembali ke daftar soal' }).getAttribute('href')).toBe(`/math${links.subtopic}`);
    // A CSS entrance, and none for a learner who prefers reduced motion.
    const animation = () => moment.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).toBe('moment-in');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Within the phone's width, the buttons large enough to tap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await goOn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'the moment (phone)');
    await moment.scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/moment-viewport.png` });
    await shoot(page, 'moment');

    await goOn.click();
    await page.waitForURL(appUrl(links.nextSubtopic));
    await page.getByRole('heading', { name: names.nextSubtopic, level: 1 }).waitFor();
    await progress(page).getByText('0 dari 1 selesai').waitFor();
    await shoot(page, 'next-subtopic');

    // The finished subtopic says so, and what 'Menguasai' asks for next.
    await page.goto(appUrl(links.subtopic));
    await progress(page).getByText('3 dari 3 selesai').waitFor();
    await progress(page).getByText('Untuk Menguasai: jawab benar ulangan 7 hari setelah Mahir, di Ulang Soal.').waitFor();
    await shoot(page, 'subtopic-mahir');

    // Opened again later, the solved last problem offers the next subtopic by name, not a jump.
    await page.goto(appUrl(links.problem(2)));
    await page.getByRole('link', { name: `Lanjut ke subtopik berikutnya: ${names.nextSubtopic}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Soal berikutnya' }).count()).toBe(0);
    await shoot(page, 'solved-last-problem');
    await context.close();
  });

  it('a guest sees no progress on the subtopic page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl(links.subtopic));
    await page.getByRole('heading', { name: names.subtopic, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await progress(page).count()).toBe(0);
    await context.close();
  });
});
