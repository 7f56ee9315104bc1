import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { problems } from '../src/server/db/schema';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner, logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 31: a new problem is a draft. Learners do not see it until its author publishes it; the
// author previews it on the learner page, marked as a draft.

let browser: Browser;
let database: DatabaseHandle;
let path: Awaited<ReturnType<typeof createPublishedPath>>;
const suffix = Date.now().toString(36);
const question = `Soal draf ${suffix}: berapakah $5 + 6$?`;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  path = await createPublishedPath(database.db, { category: `Draf ${suffix}`, topic: `Topik Draf ${suffix}`, subtopic: `Subtopik Draf ${suffix}` });
  await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Soal lama ${suffix}`, answer: '1' });
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('problem drafts', () => {
  it('an author creates a problem, a learner does not see it until the author publishes it', async () => {
    const author = await newPage(browser);
    const learner = await newPage(browser, PHONE);
    try {
      const { page } = author;
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto(appUrl(`/admin/problems/new?subtopicId=${path.subtopic.subtopicId}`));
      await page.locator('#field-type').selectOption('input');
      await page.getByLabel('Teks soal').fill(question);
      await page.getByLabel('Jawaban', { exact: true }).fill('11');
      const published = page.getByRole('switch', { name: /Dipublikasikan/ });
      expect(await published.getAttribute('aria-checked')).toBe('false');
      await page.getByRole('button', { name: 'Tambah Soal' }).click();
      await page.getByText('Soal berhasil ditambah').first().waitFor();
      await page.getByText('Draf', { exact: true }).waitFor();
      const [created] = await database.db.select({ problemId: problems.problemId }).from(problems).where(eq(problems.questionText, question));
      const problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${created!.problemId}`;

      // The author previews the draft on the learner page.
      const preview = await author.context.newPage();
      await preview.goto(appUrl(problemPath));
      await preview.getByText('Draf: soal ini belum dipublikasikan dan hanya terlihat oleh admin.').waitFor();
      await preview.close();

      // A learner sees only the published problem, and the draft's address is not found.
      await logInAsNewLearner(learner.page, database, 'draf');
      const subtopicPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}`;
      await learner.page.goto(appUrl(subtopicPath));
      await learner.page.getByText('Soal #1').waitFor();
      expect(await learner.page.getByText('Soal #2').count()).toBe(0);
      learner.expectBrowserError(/status of 404/);
      await learner.page.goto(appUrl(problemPath));
      await learner.page.getByText('Soal tidak ditemukan!').first().waitFor();

      // Published, it is the learner's 'Soal #2'.
      await published.click();
      await expect.poll(() => published.getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await page.getByText('Soal berhasil diedit').first().waitFor();
      await learner.page.goto(appUrl(subtopicPath));
      await learner.page.getByText('Soal #2').click();
      await learner.page.waitForURL(appUrl(problemPath));
      await learner.page.getByText(`Soal draf ${suffix}`).waitFor();
      expect(await learner.page.getByText('Draf: soal ini').count()).toBe(0);
    } finally {
      await author.context.close();
      await learner.context.close();
    }
  });
});
