import type { Browser } from 'playwright-core';
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

async function signUpThroughApi(email: string, password: string) {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/math/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: 'Siswa Baru' }),
  });
  expect(response.status).toBe(200);
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+token=\S+/)?.[0];

describe('getting back into an account (issue 49)', () => {
  it('a learner who forgot the password asks on the login page, sets a new one from the mail on a phone, and the old one stops working', async () => {
    const email = uniqueEmail('lupa');
    await signUpThroughApi(email, 'lama-sekali-dipakai-1');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl('/login'));
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await page.getByRole('heading', { name: 'Lupa password?' }).waitFor();
    await expectAccessible(page, 'the forgot-password page (phone)');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByRole('heading', { name: 'Cek email Anda.' }).waitFor();

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Atur ulang password - Latihan Soal Matematika');
    const link = linkIn(mail.text)!;
    await page.goto(link);
    await page.getByText(`Untuk akun ${email}.`).waitFor();
    await page.getByLabel('Password baru').fill('baru-dan-diingat-2');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByRole('heading', { name: 'Password Anda tersimpan.' }).waitFor();

    // The same link again: used, with a way to ask for another.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Tautan tidak valid atau sudah dipakai.' }).waitFor();
    await page.getByRole('link', { name: 'Minta tautan baru' }).waitFor();
    await expectAccessible(page, 'the set-password page with a used link (phone)');
    await logInThroughForm(page, email, 'baru-dan-diingat-2');
    await context.close();
  });

  it('a verification link opened in another browser than the one that signed up asks for the password there', async () => {
    const email = uniqueEmail('lain-browser');
    await signUpThroughApi(email, 'dari-laptop-sekolah-3');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(linkIn((await latestMailTo(email)).text)!);
    await page.waitForURL(/\/math\/atur-password\?token=.+&dari=verifikasi$/);
    await page.getByText('Tautan verifikasi ini dibuka di perangkat atau browser lain').waitFor();
    await page.getByLabel('Password baru').fill('dari-hp-sendiri-4');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByRole('heading', { name: 'Password Anda tersimpan.' }).waitFor();
    await logInThroughForm(page, email, 'dari-hp-sendiri-4');
    await context.close();
  });

  it('a signed-in learner changes the password on the Akun page and signs out of every device', async () => {
    const email = uniqueEmail('akun');
    await signUpThroughApi(email, 'pertama-kali-daftar-5');
    const { context, page, expectBrowserError } = await newPage(browser);
    // Chromium itself logs every 4xx response; the refused current password is part of this test.
    expectBrowserError(/Failed to load resource: the server responded with a status of 400/);
    await page.goto(linkIn((await latestMailTo(email)).text)!);
    await page.getByLabel('Password baru').fill('pertama-kali-daftar-6');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByRole('heading', { name: 'Password Anda tersimpan.' }).waitFor();
    await logInThroughForm(page, email, 'pertama-kali-daftar-6');

    await page.getByRole('button', { name: /Profil/ }).first().click();
    await page.getByRole('menuitem', { name: 'Akun' }).click();
    await page.getByRole('heading', { name: 'Akun', exact: true }).waitFor();
    await expectAccessible(page, 'the account page');
    await page.getByLabel('Password saat ini').fill('bukan-password-lama');
    await page.getByLabel('Password baru').fill('diganti-di-akun-7');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByText('Password saat ini salah.').waitFor();
    await page.getByLabel('Password saat ini').fill('pertama-kali-daftar-6');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByText('Password berhasil diganti. Perangkat lain telah dikeluarkan.').waitFor();

    await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keluar dari semua' }).click();
    await page.getByText('Anda telah keluar dari semua perangkat.').waitFor();
    await page.waitForURL(/\/math\/login$/);
    await logInThroughForm(page, email, 'diganti-di-akun-7');
    await context.close();
  });
});
