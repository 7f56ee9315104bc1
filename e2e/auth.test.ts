import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { latestMailTo, uniqueEmail } from './support/api';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openProfileMenu(page: Page) {
  await page.getByRole('button', { name: /Profil/ }).first().click();
  return page.getByRole('menu');
}

describe('accounts in the browser', () => {
  it('signs up, verifies through the outbox, logs in, sees the dropdown and logs out', async () => {
    const email = uniqueEmail('siswa');
    const password = 'pecahan-campuran-77';
    const { context, page } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByRole('link', { name: /Daftar/ }).click();
    await page.getByRole('button', { name: 'Daftar', exact: true }).waitFor();
    await expectAccessible(page, 'the sign-up form (laptop)');
    await page.getByLabel('Nama lengkap').fill('Siswa Baru');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.').waitFor();
    await expectAccessible(page, 'the sign-up form after signing up');

    const mail = await latestMailTo(email);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/math/api/auth/verify-email?token=');
    await page.goto(link!);
    await page.waitForURL(/\/math\/email-terverifikasi$/);
    await page.getByRole('heading', { name: 'Email Anda berhasil diverifikasi.' }).waitFor();
    await expectAccessible(page, 'the page a verification link lands on');
    // Verifying signs nobody in: the navbar shows a guest's 'Masuk', and so does the page.
    await page.getByRole('navigation').getByRole('link', { name: 'Masuk', exact: true }).first().waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/math\/login$/);

    await logInThroughForm(page, email, password);
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Bookmark' }).waitFor();
    await expectAccessible(page, 'the home page with the profile menu open (learner)');
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).resolves.toBe(0);
    await menu.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByText('Anda telah keluar.').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Masuk', exact: true }).first().waitFor();
    await context.close();
  });

  it('shows a clear Indonesian message for a wrong password', async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    // Chromium itself logs every 4xx response; the refused sign-in is what this test is about.
    expectBrowserError(/Failed to load resource: the server responded with a status of 401/);
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password', { exact: true }).fill('bukan-password-nya');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Email atau password salah.').waitFor();
    await expectAccessible(page, 'the login form after a wrong password (phone)');
    await context.close();
  });

  it('sends a basic user away from /admin to /login', async () => {
    const email = uniqueEmail('biasa');
    const { context, page } = await newPage(browser);
    // sign up + verify via the outbox, then try the admin area
    await page.goto(appUrl('/login?mode=daftar'));
    await page.getByLabel('Nama lengkap').fill('Siswa Baru');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('belah-ketupat-88');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.').waitFor();
    const link = (await latestMailTo(email)).text.match(/https?:\/\/\S+/)?.[0];
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Email Anda berhasil diverifikasi.' }).waitFor();
    await logInThroughForm(page, email, 'belah-ketupat-88');
    await page.goto(appUrl('/admin'));
    await page.waitForURL(/\/math\/login$/);
    // a signed-in user at /login is sent on to /
    await page.waitForURL(/\/math\/?$/);
    await context.close();
  });

  it('lets the owner of an address a stranger signed up first choose their own password from the mail, on a phone', async () => {
    const email = uniqueEmail('pemilik');
    const baseUrl = inject('baseUrl');
    const strangerSignUp = await fetch(`${baseUrl}/math/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'punya-orang-asing-1', name: 'Siswa Baru' }),
    });
    expect(strangerSignUp.status).toBe(200);

    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl('/login?mode=daftar'));
    await page.getByLabel('Nama lengkap').fill('Siswa Baru');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('punya-pemilik-asli-2');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.').waitFor();
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Akun Anda sudah terdaftar - Latihan Soal Matematika');
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/math/atur-password?token=');

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Buat password' }).waitFor();
    await expectAccessible(page, 'the set-password page (phone)');
    await page.getByLabel('Password baru').fill('pendek');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByText('Password minimal 8 karakter.').waitFor();
    await page.getByLabel('Password baru').fill('pilihan-pemilik-3');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByRole('heading', { name: 'Password Anda tersimpan.' }).waitFor();
    await expectAccessible(page, 'the set-password page once saved (phone)');
    await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/math\/login$/);
    await logInThroughForm(page, email, 'pilihan-pemilik-3');
    await context.close();
  });

  it('gives an admin the Admin Panel with links to every admin area', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await expectAccessible(page, 'the Admin Panel');
    for (const href of ['/math/admin/manage', '/math/admin/problems', '/math/admin/theories', '/math/admin/users', '/math/admin/reports', '/math/admin/user-questions']) {
      await expect(page.locator(`main a[href="${href}"]`).count()).resolves.toBe(1);
    }
    await context.close();
  });
});
