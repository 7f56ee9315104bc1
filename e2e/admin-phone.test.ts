import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let problemId: string;
const learnerEmail = uniqueEmail('pelajar.bernama.panjang');

// A learner with a long email reports a problem and asks a question, and someone signs up, so
// every admin list has a row.
beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Ponsel ${suffix}`, topic: `Topik Ponsel ${suffix}`, subtopic: `Subtopik Ponsel ${suffix}` });
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $6 \\times 7$?', answer: '42' });
  problemId = problem.problemId;
  const password = 'latihan-setiap-hari-1';
  await createUserWithPassword(database.db, { email: learnerEmail, password });

  const learner = { context: await browser.newContext() };
  const learnerPage = await learner.context.newPage();
  await logInThroughForm(learnerPage, learnerEmail, password);
  const headers = { origin: inject('baseUrl') };
  const report = await learnerPage.request.post(appUrl(`/api/problems/${problemId}/reports`), {
    headers,
    data: { reportType: 'Saran Umum', reportContent: 'Mohon tambahkan langkah pembahasan yang lebih rinci.' },
  });
  expect(report.status()).toBe(201);
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#33aa66' } }).jpeg().toBuffer();
  const question = await learnerPage.request.post(appUrl('/api/questions'), {
    headers,
    multipart: { image: { name: 'soal.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(question.status()).toBe(201);
  await learner.context.close();

  // A sign-up leaves its verification mail in the outbox.
  const signUp = await fetch(appUrl('/api/auth/sign-up/email'), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('pendaftar.baru'), password, name: 'Siswa Baru' }),
  });
  expect(signUp.ok).toBe(true);
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${screen}: page width`).toBeLessThanOrEqual(widths.client);
}

// Every control in a list's rows lies inside the screen's width (no hunting sideways for an
// action), and its buttons and selects are at least 40 px tall for a thumb.
async function expectRowControlsInView(page: Page, screen: string) {
  const outside = await page.locator('tbody tr').evaluateAll((rows) =>
    rows.flatMap((row) =>
      [...row.querySelectorAll('button, select, a, [role="checkbox"]')]
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => ({ name: control.getAttribute('aria-label') ?? control.textContent ?? '', box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.left < 0 || box.right > window.innerWidth)
        .map(({ name, box }) => `${name.trim()} at ${Math.round(box.left)}–${Math.round(box.right)}`),
    ),
  );
  expect(outside, `${screen}: row controls outside the screen`).toEqual([]);
  const small = await page.locator('tbody tr :is(button:not([role="checkbox"]), select)').evaluateAll((controls) =>
    controls.filter((control) => control.getClientRects().length > 0 && control.getBoundingClientRect().height < 40).map((control) => control.getAttribute('aria-label') ?? control.textContent),
  );
  expect(small, `${screen}: row actions under 40 px tall`).toEqual([]);
}

async function linesOfText(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== wanted) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}

describe('the admin screens on a phone (360 x 740)', () => {
  it('never scroll sideways, keep every row action in view and keep emails readable', async () => {
    const { page } = await newPage(browser, PHONE);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));

    const lists: { path: string; ready: (page: Page) => Promise<void> }[] = [
      { path: '/admin/manage', ready: (page) => page.getByRole('button', { name: /^Edit / }).first().waitFor() },
      { path: '/admin/users', ready: (page) => page.getByRole('button', { name: `Hapus ${learnerEmail}` }).waitFor() },
      { path: '/admin/reports', ready: (page) => page.getByRole('row', { name: new RegExp(problemId) }).waitFor() },
      { path: '/admin/user-questions', ready: (page) => page.getByRole('button', { name: /^Edit UQ-/ }).first().waitFor() },
      { path: '/admin/mail-outbox', ready: (page) => page.getByRole('row').nth(1).waitFor() },
    ];
    for (const { path, ready } of lists) {
      await page.goto(appUrl(path));
      await ready(page);
      await expectNoSidewaysScroll(page, path);
      await expectRowControlsInView(page, path);
      await expectAccessible(page, `${path} as cards (phone)`);
    }

    await page.goto(appUrl(`/admin/users?q=${encodeURIComponent(learnerEmail)}`));
    await page.getByRole('button', { name: `Hapus ${learnerEmail}` }).waitFor();
    expect(await linesOfText(page, learnerEmail), 'lines the email takes').toBeLessThanOrEqual(2);

    await page.goto(appUrl('/admin/theories'));
    const subtopic = page.getByLabel("Subtopik di kategori 'List Teori'");
    const firstSubtopic = await subtopic.locator('option').nth(1).getAttribute('value');
    await subtopic.selectOption(firstSubtopic ?? '');
    await page.getByRole('button', { name: /^Edit teori / }).first().waitFor();
    await expectNoSidewaysScroll(page, '/admin/theories');
    await expectRowControlsInView(page, '/admin/theories');

    const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
      { path: '/admin', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
      { path: '/admin/problems/new', ready: (page) => page.getByLabel('Teks soal').waitFor() },
      { path: `/admin/problems/${problemId}`, ready: (page) => page.getByRole('heading', { name: `Edit Soal ${problemId}` }).waitFor() },
      { path: `/admin/problems/${problemId}/analitik`, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    ];
    for (const { path, ready } of pages) {
      await page.goto(appUrl(path));
      await ready(page);
      await expectNoSidewaysScroll(page, path);
    }

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Admin Panel' }).waitFor();
    await expectNoSidewaysScroll(page, 'the open menu');
  });
});
