import type { Browser } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { problemAttempts, users } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 14: number-mode input problems read answers the Indonesian way.
let browser: Browser;
let database: DatabaseHandle;
let problemUrl: string;
let problemInternalId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Uji Angka ${suffix}`, topic: `Uji Topik ${suffix}`, subtopic: `Uji Desimal ${suffix}` });
  const problem = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'input',
    questionText: 'Tentukan akar positif dari $2x^2 - 3x - 5 = 0$.',
    answer: '2.5',
    answerMode: 'number',
    solutionText: '$(2x - 5)(x + 1) = 0$',
  });
  problemInternalId = problem.id;
  problemUrl = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problem.problemId}`;
});
afterAll(async () => {
  await database.close();
  await browser.close();
});

describe('numeric answers in the browser', () => {
  it("a learner sees how their answer is read, a non-number costs nothing, and '2,5' is right first time with the full multiplier", async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    // Chromium logs the refused check (422) as a failed resource.
    expectBrowserError(/status of 422/);
    const learner = await logInAsNewLearner(page, database, 'pelajar');
    await page.goto(appUrl(problemUrl));
    const field = page.getByLabel('Jawaban Anda');
    await field.waitFor();
    // The field is enabled once React has taken over the server's HTML.
    await page.waitForFunction(() => !(document.querySelector('input[type="text"]') as HTMLInputElement | null)?.disabled);

    await field.fill('dua koma lima');
    await page.getByText('belum terbaca sebagai angka').waitFor();
    const check = page.getByRole('button', { name: 'Cek Jawaban' });
    await check.click();
    await page.getByRole('alert').filter({ hasText: 'Jawaban harus berupa angka, misalnya 2,5 atau 5/2.' }).waitFor();
    expect(await page.getByText('Jawaban Salah, coba lagi!').count()).toBe(0);
    await expectAccessible(page, 'a number-mode problem with a refused answer (phone)');

    await field.fill('2,5');
    await page.getByText('dibaca: 2,5').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Jawaban harus berupa angka' }).count()).toBe(0);
    await check.click();
    await page.getByText('Jawaban Benar!').waitFor();
    // input base 20 x 2 on the first attempt: the refused answer did not count.
    await page.getByText('+40 XP').waitFor();
    await page.getByText('Upaya ke-1').waitFor();

    const rows = await database.db
      .select({ attempt: problemAttempts.attemptNumber, answer: problemAttempts.answer })
      .from(problemAttempts)
      .where(and(eq(problemAttempts.userId, learner.id), eq(problemAttempts.problemId, problemInternalId)));
    expect(rows).toEqual([{ attempt: 1, answer: '2,5' }]);
    const [user] = await database.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, learner.id));
    expect(user?.xp).toBe(40);
    await context.close();
  });
});
