import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// A link marked to open in a new tab does just that (issue 31): the page it sits on stays where
// it is, with its unsaved edits and without the leave prompt.

let browser: Browser;
let database: DatabaseHandle;
let problemId: string;
let problemPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Tab ${suffix}`, topic: `Topik Tab ${suffix}`, subtopic: `Subtopik Tab ${suffix}` });
  const problem = await createProblem(database.db, {
    subtopicId: path.subtopic.id,
    type: 'input',
    questionText: 'Berapakah $8 \\times 8$?',
    answer: '64',
    solutionText: '$8 \\times 8 = 64$.',
  });
  problemId = problem.problemId;
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problemId}`;
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('links to a new tab', () => {
  it("the editor's learner-page link opens a second page and leaves the unsaved editor alone", async () => {
    const { context, page } = await newPage(browser);
    try {
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      const editorUrl = appUrl(`/admin/problems/${problemId}`);
      await page.goto(editorUrl);
      const questionText = page.getByLabel('Teks soal');
      await expect.poll(() => questionText.inputValue()).toBe('Berapakah $8 \\times 8$?');
      const edit = 'Berapakah $8 \\times 9$? (belum disimpan)';
      await questionText.fill(edit);

      const [opened] = await Promise.all([
        context.waitForEvent('page', { timeout: 10_000 }),
        page.getByRole('link', { name: 'Lihat di halaman siswa ↗' }).click(),
      ]);
      await opened.waitForURL(appUrl(problemPath));
      await opened.getByText('Berapakah').first().waitFor();

      expect(context.pages()).toHaveLength(2);
      expect(asked).toEqual([]);
      expect(page.url()).toBe(editorUrl);
      await expect(questionText.inputValue()).resolves.toBe(edit);
    } finally {
      await context.close();
    }
  });

  it('the problem link on /admin/reports opens a second page and the list stays', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      const reported = await page.request.post(appUrl(`/api/problems/${problemId}/reports`), {
        headers: { origin: inject('baseUrl') },
        data: { reportType: 'Soal Kurang Jelas', reportContent: 'Soalnya perlu gambar pendukung.' },
      });
      expect(reported.status()).toBe(201);
      const reportsUrl = appUrl('/admin/reports');
      await page.goto(reportsUrl);
      const row = page.getByRole('row', { name: new RegExp(problemId) });

      const [opened] = await Promise.all([
        context.waitForEvent('page', { timeout: 10_000 }),
        row.getByRole('link', { name: new RegExp(problemId) }).click(),
      ]);
      await opened.waitForURL(appUrl(problemPath));

      expect(context.pages()).toHaveLength(2);
      expect(page.url()).toBe(reportsUrl);
      await row.getByText('Soalnya perlu gambar pendukung.').waitFor();
    } finally {
      await context.close();
    }
  });
});
