import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInThroughForm } from './support/login';

// The admin's unsaved edits survive a stray click and the back button (issue 12 moved routing
// to our own history, src/web/lib/browser-history.ts): leaving asks first, and staying keeps
// the page, its address and what was typed.

const LEAVE_MESSAGE = 'Ada perubahan yang belum disimpan. Tinggalkan halaman ini?';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('leaving a problem with unsaved changes', () => {
  it('asks on a link and on the back button; staying keeps the text, leaving leaves', async () => {
    const { context, page } = await newPage(browser);
    try {
      const answers: boolean[] = [];
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void (answers.shift() ? dialog.accept() : dialog.dismiss());
      });
      await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
      await page.goto(appUrl('/admin/problems'));
      await page.getByRole('link', { name: /Tambah Soal/ }).first().click();
      await page.waitForURL(/\/admin\/problems\/new$/);
      const text = 'Soal yang belum disimpan: berapakah $6 \\times 7$?';
      await page.getByLabel('Teks soal').fill(text);

      // A link elsewhere: asked, and staying keeps everything.
      answers.push(false);
      await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Latihan Soal', exact: true }).click();
      await expect.poll(() => asked.length).toBe(1);
      expect(page.url()).toMatch(/\/admin\/problems\/new$/);
      await expect(page.getByLabel('Teks soal').inputValue()).resolves.toBe(text);

      // The back button: asked, the browser's move is undone, the text stays.
      answers.push(false);
      await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
      await expect.poll(() => asked.length).toBe(2);
      await expect.poll(() => page.url()).toMatch(/\/admin\/problems\/new$/);
      await expect(page.getByLabel('Teks soal').inputValue()).resolves.toBe(text);

      // Leaving when agreed.
      answers.push(true);
      await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
      await expect.poll(() => page.url()).toMatch(/\/admin\/problems$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(asked).toEqual([LEAVE_MESSAGE, LEAVE_MESSAGE, LEAVE_MESSAGE]);
    } finally {
      await context.close();
    }
  });
});
