import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the app started with npm start', () => {
  it('shows the welcome text and the guest navbar links at /math/', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'Selamat Datang di Latihan Soal Matematika' }).waitFor();
    await expectAccessible(page, 'the home page (laptop)');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByRole('link', { name: 'Latihan Soal', exact: true }).getAttribute('href')).resolves.toBe('/math/latsol');
    await expect(nav.getByRole('link', { name: 'Tanya Soal', exact: true }).getAttribute('href')).resolves.toBe('/math/tanya-soal');
    await expect(nav.getByRole('link', { name: 'Masuk' }).getAttribute('href')).resolves.toBe('/math/login');
    await context.close();
  });

  it('opens and closes the mobile menu on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menuLink = page.getByRole('link', { name: 'Tanya Soal', exact: true }).last();
    await menuLink.waitFor();
    await expectAccessible(page, 'the home page with the menu open (phone)');
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await page.getByRole('button', { name: 'Buka menu' }).waitFor();
    await context.close();
  });

  it('renders the same placeholder for /materi and /drill-soal and a not-found page for unknown paths', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/materi'));
    await page.getByRole('heading', { name: 'Segera Hadir' }).waitFor();
    await expectAccessible(page, 'the Segera Hadir placeholder');
    const materi = await page.locator('main').innerText();
    await page.goto(appUrl('/drill-soal'));
    await page.getByRole('heading', { name: 'Segera Hadir' }).waitFor();
    expect(await page.locator('main').innerText()).toBe(materi);
    await page.goto(appUrl('/tidak-ada-halaman-ini'));
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    await expectAccessible(page, 'the not-found page');
    await context.close();
  });
});
