import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createTopic, createUserWithPassword } from '../src/server/db/factories';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
const password = 'latihan-setiap-hari-1';

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

async function signedInRequest(page: Page, email: string) {
  await logInThroughForm(page, email, email === inject('adminEmail') ? inject('adminPassword') : password);
  return { headers: { origin: inject('baseUrl') } };
}

describe('the admin pages by keyboard', () => {
  it('keeps focus on the arrow of the row that moved, and on its other arrow at the end', async () => {
    const suffix = Date.now().toString(36);
    const path = await createPublishedPath(database.db, { category: `Urutan ${suffix}`, topic: `Topik A ${suffix}` });
    await createTopic(database.db, { categoryId: path.category.id, name: `Topik B ${suffix}`, sortOrder: 2 });
    await createTopic(database.db, { categoryId: path.category.id, name: `Topik C ${suffix}`, sortOrder: 3 });
    const { page } = await newPage(browser);
    await signedInRequest(page, inject('adminEmail'));
    await page.goto(appUrl(`/admin/manage?categoryId=${path.category.categoryId}`));

    const down = page.getByRole('button', { name: `Turunkan Topik A ${suffix}` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('row').nth(2).innerText()).toContain(`Topik A ${suffix}`);
    await expect.poll(() => focusedLabel(page)).toBe(`Turunkan Topik A ${suffix}`);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('row').nth(3).innerText()).toContain(`Topik A ${suffix}`);
    await expect.poll(() => focusedLabel(page)).toBe(`Naikkan Topik A ${suffix}`);
  });

  it('steps the report status with the arrow keys and saves once, on Enter', async () => {
    const path = await createPublishedPath(database.db);
    const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $5 + 8$?', answer: '13' });
    const learnerEmail = uniqueEmail('pelapor');
    await createUserWithPassword(database.db, { email: learnerEmail, password });
    const learner = await browser.newContext();
    const learnerPage = await learner.newPage();
    const { headers } = await signedInRequest(learnerPage, learnerEmail);
    const created = await learnerPage.request.post(appUrl(`/api/problems/${problem.problemId}/reports`), {
      headers,
      data: { reportType: 'Soal Kurang Jelas', reportContent: 'Kalimat soalnya membingungkan, mohon diperjelas.' },
    });
    const { report } = (await created.json()) as { report: { reportId: string } };
    await learner.close();

    const { page } = await newPage(browser);
    await signedInRequest(page, inject('adminEmail'));
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes(report.reportId)) saves.push(request.postData() ?? '');
    });
    await page.goto(appUrl('/admin/reports'));
    const status = page.getByLabel(`Ubah status ${report.reportId}`);
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => status.inputValue()).toBe('resolved');
    expect(saves).toEqual([]);

    await page.keyboard.press('Enter');
    await page.getByText('Status berhasil diubah menjadi Selesai!').waitFor();
    // Leaving the field after the save does not save again.
    await page.keyboard.press('Tab');

    // A choice from the picker saves at once.
    await status.selectOption('non_issue');
    await page.getByText('Status berhasil diubah menjadi Bukan Masalah!').waitFor();
    expect(saves.map((body) => JSON.parse(body) as unknown)).toEqual([{ reportStatus: 'resolved' }, { reportStatus: 'non_issue' }]);
  });
});

describe('a promoted learner', () => {
  it("sees 'Admin Panel' in the menu without reloading the page", async () => {
    const email = uniqueEmail('naik-peran');
    const user = await createUserWithPassword(database.db, { email, password });
    const { page } = await newPage(browser, PHONE);
    await page.clock.install();
    await signedInRequest(page, email);

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    const { headers } = await signedInRequest(adminPage, inject('adminEmail'));
    const promoted = await adminPage.request.patch(appUrl(`/api/admin/users/${user.id}`), { headers, data: { role: 'admin' } });
    expect(promoted.ok()).toBe(true);
    await admin.close();

    await page.clock.runFor(61_000);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Admin Panel' }).waitFor();
  });
});
