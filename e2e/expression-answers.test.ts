import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { problemAttempts, problems } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner, logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 52.6: an 'Ekspresi' problem, answered on a phone with the key row and graded by
// equivalence, and written by an admin in the editor; 52.7: the editor's 'Persis'.

let browser: Browser;
let database: DatabaseHandle;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
let problem: Awaited<ReturnType<typeof createProblem>>;
const suffix = Date.now().toString(36);
const shots = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  path = await createPublishedPath(database.db, { category: `Ekspresi ${suffix}`, topic: `Aljabar ${suffix}`, subtopic: `Pemfaktoran ${suffix}` });
  problem = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'expr',
    questionText: 'Faktorkan $x^2 - 1$.',
    answer: { expression: 'x^2-1', variables: 'x' },
    solutionText: 'Selisih dua kuadrat.',
  });
});
afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe("'Ekspresi' answers in the browser", () => {
  it("a learner at 360 px is told 'tidak valid' for a broken expression, builds one with the key row and is right with another way of writing the key", async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    // Chromium logs the refused check (422) as a failed resource.
    expectBrowserError(/status of 422/);
    try {
      const learner = await logInAsNewLearner(page, database, 'ekspresi');
      await page.goto(appUrl(`/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problem.problemId}`));
      const field = page.getByLabel('Jawaban Anda');
      await field.waitFor();
      await page.waitForFunction(() => !(document.querySelector('input[type="text"]') as HTMLInputElement | null)?.disabled);
      const check = page.getByRole('button', { name: 'Cek Jawaban' });

      await field.fill('x++1');
      await check.click();
      await page.getByRole('alert').filter({ hasText: 'Ekspresi tidak valid' }).waitFor();
      expect(await page.getByText('Jawaban Salah, coba lagi!').count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/expr-invalid-360.png`, fullPage: true });
      await expectAccessible(page, "an 'Ekspresi' problem with a refused answer (phone)");

      // The keys insert at the cursor: √ before what is typed, ) at the end.
      await field.fill('x+1');
      await field.press('Home');
      await page.getByRole('button', { name: 'akar kuadrat' }).click();
      await expect.poll(() => field.inputValue()).toBe('√(x+1');
      await field.fill('(x+1');
      await page.getByRole('button', { name: 'kurung tutup' }).click();
      await field.press('End');
      await field.pressSequentially('(x-1');
      await page.getByRole('button', { name: 'kurung tutup' }).click();
      await expect.poll(() => field.inputValue()).toBe('(x+1)(x-1)');
      for (const name of ['pangkat (^)', 'kurung buka', 'kurung tutup', 'bagi (/)', 'akar kuadrat']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.width).toBeGreaterThanOrEqual(44);
      }
      if (shots) await page.screenshot({ path: `${shots}/expr-key-row-360.png`, fullPage: true });

      await check.click();
      await page.getByText('Jawaban Benar!').waitFor();
      await page.getByText('Upaya ke-1').waitFor();
      // Solved, the box shows the key as the author wrote it, labelled as the key, not as the learner's answer.
      expect(await page.getByLabel('Kunci jawaban').inputValue()).toBe('x^2-1');
      if (shots) await page.screenshot({ path: `${shots}/expr-correct-360.png`, fullPage: true });
      const attempts = await database.db.select({ answer: problemAttempts.answer, isCorrect: problemAttempts.isCorrect }).from(problemAttempts).where(eq(problemAttempts.userId, learner.id));
      expect(attempts).toEqual([{ answer: '(x+1)(x-1)', isCorrect: true }]);
    } finally {
      await context.close();
    }
  });

  it("an admin writes an 'Ekspresi' problem with its variables and tries an answer before saving", async () => {
    const { context, page } = await newPage(browser);
    try {
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto(appUrl(`/admin/problems/new?subtopicId=${path.subtopic.subtopicId}`));
      await page.locator('#field-type').selectOption('expr');
      const question = `Faktorkan $x^2 - y^2$ (${suffix}).`;
      await page.getByLabel('Teks soal').fill(question);
      await page.getByLabel('Variabel', { exact: true }).fill('x,y');
      await page.getByLabel('Jawaban (ekspresi)').fill('(x-y)(x+y)');
      const tryAnswer = page.getByLabel('Coba jawaban');
      await tryAnswer.fill('x^2 - y^2');
      await page.getByRole('status').filter({ hasText: /^Benar$/ }).waitFor();
      await tryAnswer.fill('x^2 - y');
      await page.getByRole('status').filter({ hasText: /^Salah$/ }).waitFor();
      await tryAnswer.fill('x^2 -- y');
      await page.getByRole('status').filter({ hasText: 'Tidak valid' }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/expr-editor.png`, fullPage: true });
      await page.getByRole('button', { name: 'Tambah Soal' }).click();
      await page.getByText('Soal berhasil ditambah').first().waitFor();
      const [created] = await database.db.select({ type: problems.type, answer: problems.answer }).from(problems).where(eq(problems.questionText, question));
      expect(created).toEqual({ type: 'expr', answer: { expression: '(x-y)(x+y)', variables: 'x, y' } });
    } finally {
      await context.close();
    }
  });

  it("an admin ticks 'Persis' on a text answer (issue 52.7): the tester and the saved mode follow it", async () => {
    const { context, page } = await newPage(browser);
    try {
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto(appUrl(`/admin/problems/new?subtopicId=${path.subtopic.subtopicId}`));
      await page.locator('#field-type').selectOption('input');
      const question = `Tulis rumus kimia air (${suffix}).`;
      await page.getByLabel('Teks soal').fill(question);
      await page.locator('#field-answerMode').selectOption('text');
      await page.getByLabel('Jawaban', { exact: true }).fill('H2O');
      const tryAnswer = page.getByLabel('Coba jawaban');
      await tryAnswer.fill(' h2o ');
      await page.getByRole('status').filter({ hasText: /^Benar$/ }).waitFor();
      await page.getByRole('checkbox', { name: /Persis/ }).click();
      await page.getByRole('status').filter({ hasText: /^Salah$/ }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/input-persis-editor.png`, fullPage: true });
      await page.getByRole('button', { name: 'Tambah Soal' }).click();
      await page.getByText('Soal berhasil ditambah').first().waitFor();
      const [created] = await database.db.select({ mode: problems.answerMode }).from(problems).where(eq(problems.questionText, question));
      expect(created).toEqual({ mode: 'exact' });
    } finally {
      await context.close();
    }
  });
});
