import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let path: Awaited<ReturnType<typeof createPublishedPath>>;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  path = await createPublishedPath(database.db);
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

async function openEditor(questionText: string) {
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText, answer: '2' });
  const editor = await newPage(browser);
  await logInThroughForm(editor.page, inject('adminEmail'), inject('adminPassword'));
  await editor.page.goto(appUrl(`/admin/problems/${problem.problemId}`));
  await expect.poll(() => editor.page.getByLabel('Teks soal').inputValue()).toBe(questionText);
  return { ...editor, problemId: problem.problemId };
}

describe('the problem editor', () => {
  it('keeps a question text over 20,000 characters, counts it and refuses to save it', async () => {
    const { page } = await openEditor('Berapakah $1 + 1$?');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') saves.push(request.url());
    });
    const tooLong = 'x'.repeat(20_125);
    await page.getByLabel('Teks soal').fill(tooLong);
    expect((await page.getByLabel('Teks soal').inputValue()).length).toBe(20_125);
    await page.getByText('20.125 / 20.000 karakter').waitFor();

    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await page.getByText('Teks terlalu panjang.').waitFor();
    expect(saves).toEqual([]);
    expect((await page.getByLabel('Teks soal').inputValue()).length).toBe(20_125);
  });

  it('says a failed save in one toast', async () => {
    const { page, problemId, expectBrowserError } = await openEditor('Berapakah $2 + 2$?');
    // Another admin saves first, so this editor's save is refused as a conflict.
    const other = await page.request.put(appUrl(`/api/admin/problems/${problemId}`), {
      headers: { origin: inject('baseUrl') },
      data: { subtopicId: path.subtopic.subtopicId, type: 'input', questionText: 'Berapakah $2 + 3$?', answer: '5', theoryIds: [], version: 1 },
    });
    expect(other.ok()).toBe(true);

    await page.getByLabel('Teks soal').fill('Berapakah $2 + 2$? (diperbaiki)');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    expectBrowserError(/409/);
    await page.getByText('Gagal mengedit soal!').waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'sudah diubah admin lain' }).count()).toBe(1);
    const toasts = page.locator('div.fixed[aria-live="polite"] > div');
    expect(await toasts.allInnerTexts()).toEqual(['Gagal mengedit soal!']);
  });
});
