import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { appUrl, launchBrowser, newPage, PHONE, withoutJavaScript } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Decision 049: a signed-in learner's dashboard arrives rendered by the server with their own
// numbers, readable before any JavaScript, and React takes it over without asking the API again.

let browser: Browser;
let database: DatabaseHandle;
let problemPath: string;
let problemId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Dasbor Kategori ${suffix}`, topic: `Dasbor Topik ${suffix}`, subtopic: `Dasbor Subtopik ${suffix}` });
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $3 + 5$?', answer: '8' });
  problemId = problem.problemId;
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problemId}`;
});
afterAll(async () => {
  await database.close();
  await browser.close();
});

/** A new learner signs in and solves the problem at the first attempt (input: 20 XP, doubled). */
async function solveAsNewLearner(page: Page, tag: string) {
  await logInAsNewLearner(page, database, tag);
  await page.goto(appUrl(problemPath));
  await page.getByLabel('Jawaban Anda').fill('8');
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
  await page.getByText('Jawaban Benar!').waitFor();
}

function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/math/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

const timeZoneCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'lsm_tz')?.value;

describe("a signed-in learner's dashboard", () => {
  it('shows their XP, statistics and recent activity with JavaScript turned off', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await solveAsNewLearner(page, 'dasbor-nojs');
      await withoutJavaScript(browser, { viewport: PHONE, cookies: await context.cookies() }, async (bare) => {
        await bare.goto(appUrl('/dashboard'));
        await expect(bare.title()).resolves.toBe('Dashboard | Latihan Soal Matematika');
        await expect(bare.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).resolves.toBe(true);
        await expect(bare.locator('section[aria-labelledby="xp-title"]').innerText()).resolves.toContain('40');
        await expect(bare.getByText('dari 1 soal unik dicoba').isVisible()).resolves.toBe(true);
        await expect(bare.getByText(problemId).isVisible()).resolves.toBe(true);
        await expect(bare.getByText('Upaya ke-1').isVisible()).resolves.toBe(true);
      });
    } finally {
      await context.close();
    }
  });

  it('hydrates without asking for its data again, then works: a category chip asks for its numbers', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await solveAsNewLearner(page, 'dasbor-hidrasi');
      const calls = recordApiCalls(page);
      const response = await page.goto(appUrl('/dashboard'), { waitUntil: 'networkidle' });
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await response?.text()).toContain(problemId);
      await page.getByText('Upaya ke-1').waitFor();
      // The app has taken the page over (newPage fails the test on a hydration mismatch): the
      // zone is kept for the next render, and nothing was read from the API.
      await expect.poll(() => timeZoneCookie(context)).toBe('Asia%2FJakarta');
      expect(calls.filter((call) => call.startsWith('GET /math/api/dashboard'))).toEqual([]);

      await page.getByRole('button', { name: /^Dasbor Kategori/ }).click();
      await expect.poll(() => calls.filter((call) => call.startsWith('GET /math/api/dashboard?'))).toEqual([expect.stringContaining('categoryId=CA-')]);
      await expect(page.getByRole('button', { name: /^Dasbor Kategori/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    } finally {
      await context.close();
    }
  });

  it("asks once in a browser whose zone the server did not know yet, then renders in that zone", async () => {
    const { context: signIn, page: signInPage } = await newPage(browser, PHONE);
    const papua = await browser.newContext({ viewport: PHONE, locale: 'id-ID', timezoneId: 'Asia/Jayapura' });
    try {
      await solveAsNewLearner(signInPage, 'dasbor-zona');
      await papua.addCookies((await signIn.cookies()).filter((cookie) => cookie.name !== 'lsm_tz'));
      const page = await papua.newPage();
      const calls = recordApiCalls(page);
      const first = await page.goto(appUrl('/dashboard'), { waitUntil: 'networkidle' });
      expect(await first?.text()).toContain('"timeZone":"Asia/Jakarta"');
      // Rendered in Jakarta's zone: "today" and the streak are asked again in the browser's.
      await expect.poll(() => calls.filter((call) => call.startsWith('GET /math/api/dashboard'))).toEqual(['GET /math/api/dashboard?tz=Asia%2FJayapura']);
      await expect.poll(() => timeZoneCookie(papua)).toBe('Asia%2FJayapura');

      calls.length = 0;
      const second = await page.reload({ waitUntil: 'networkidle' });
      expect(await second?.text()).toContain('"timeZone":"Asia/Jayapura"');
      await page.getByText('Upaya ke-1').waitFor();
      expect(calls.filter((call) => call.startsWith('GET /math/api/dashboard'))).toEqual([]);
    } finally {
      await papua.close();
      await signIn.close();
    }
  });
});
