import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { apiSignIn, latestMailTo, uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { shootPhone } from './support/phone-shots';
import { connectToAppDatabase } from './support/seed';

// Issue 51, points 1 and 2, on a 360 px phone: a learner follows a class's join link without an
// account, signs up with 'Nama lengkap', verifies (here or on another device), signs in and lands
// on that class's join page; accounts from before names are asked for one; teachers' names show.

const PASSWORD = 'latihan-setiap-hari-1';
const CLASS_NAME = 'VIII B — Matematika';
const TEACHER_NAME = 'Bu Ratna Sari';
// The longest name there may be, without a space to break it at.
const LONG_TEACHER_NAME = `Bu ${'W'.repeat(77)}`;

let browser: Browser;
let database: DatabaseHandle;

const signedInCookie = (email: string) => apiSignIn(email, PASSWORD);

// A teacher made through the factories, whose class is made through the API.
async function teachersClass(teacherName: string): Promise<{ code: string }> {
  const email = uniqueEmail('guru');
  await createUserWithPassword(database.db, { email, password: PASSWORD, name: teacherName, role: 'teacher' });
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/math/api/classes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: await signedInCookie(email) },
    body: JSON.stringify({ name: CLASS_NAME }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { class: { code: string } }).class;
}

const verificationLinkIn = (text: string) => text.match(/https?:\/\/\S+verify-email\?\S+/)?.[0];

// From the join link, signed out, to the sign-up form, as a learner taps through it.
async function signUpFromJoinLink(page: Page, code: string, email: string) {
  await page.goto(appUrl(`/kelas/gabung/${code}`));
  await page.waitForURL(/\/math\/login\?next=/);
  await page.getByRole('link', { name: 'Belum punya akun? Daftar' }).click();
  await page.getByRole('heading', { name: 'Daftar' }).waitFor();
  await page.getByLabel('Nama lengkap').fill('  Siti   Aminah ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await page.getByText('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.').waitFor();
}

async function signInAndJoin(page: Page, email: string, teacherName = TEACHER_NAME) {
  await page.waitForURL(/\/math\/login\?next=%2Fkelas%2Fgabung%2F/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.getByRole('heading', { name: CLASS_NAME }).waitFor();
  await page.getByText(teacherName).waitFor();
  await shootPhone(page, 'join-after-sign-up');
  await page.getByRole('button', { name: 'Gabung Kelas' }).click();
  await page.getByText(`Berhasil bergabung dengan kelas ${CLASS_NAME}!`).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
});
afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('the join link survives sign-up, verification and sign-in', () => {
  it('on the same phone: the name is asked first, and the verified page leads back to the class', async () => {
    const { code } = await teachersClass(TEACHER_NAME);
    const email = uniqueEmail('gabung-sama');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/kelas/gabung/${code}`));
    await page.waitForURL(/\/math\/login\?next=/);
    await page.getByRole('link', { name: 'Belum punya akun? Daftar' }).click();
    // The name's own checks, before anything is sent, once the field is there to see.
    await page.getByLabel('Nama lengkap').waitFor();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Nama lengkap wajib diisi.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
    await page.getByLabel('Nama lengkap').fill('Siti 😀');
    await page.getByText('Nama tidak boleh berisi emoji.').waitFor();
    await page.getByLabel('Nama lengkap').fill('x'.repeat(120));
    await page.getByText('Nama maksimal 80 karakter.').waitFor();
    await expectAccessible(page, 'the sign-up form with a name error (phone)');
    await shootPhone(page, 'sign-up-name-error');
    await signUpFromJoinLink(page, code, email);

    // The mail is opened in another tab of the same browser.
    const link = verificationLinkIn((await latestMailTo(email)).text)!;
    expect(new URL(link).searchParams.get('kelas')).toBe(code);
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await mailTab.getByRole('heading', { name: 'Email Anda berhasil diverifikasi.' }).waitFor();
    await mailTab.getByText('Silakan masuk untuk bergabung dengan kelas.').waitFor();
    await shootPhone(mailTab, 'email-verified-with-class');
    await mailTab.getByRole('main').getByRole('link', { name: 'Masuk' }).click();
    await signInAndJoin(mailTab, email);
    await mailTab.waitForURL(/\/math\/tugas$/);

    await mailTab.goto(appUrl('/kelas'));
    await mailTab.getByText(CLASS_NAME).waitFor();
    await mailTab.getByText(`Guru: ${TEACHER_NAME}`).waitFor();
    await mailTab.goto(appUrl('/akun'));
    await expect.poll(() => mailTab.getByLabel('Nama lengkap').inputValue()).toBe('Siti Aminah');
    await context.close();
  });

  it('on another device: the verification link asks for a password there, then leads to the class', async () => {
    const { code } = await teachersClass(LONG_TEACHER_NAME);
    const email = uniqueEmail('gabung-lain');
    const laptop = await newPage(browser, PHONE);
    await signUpFromJoinLink(laptop.page, code, email);
    await laptop.context.close();

    const phone = await newPage(browser, PHONE);
    await phone.page.goto(verificationLinkIn((await latestMailTo(email)).text)!);
    await phone.page.waitForURL(/\/math\/atur-password\?.*kelas=/);
    await phone.page.getByLabel('Password baru').fill(PASSWORD);
    await phone.page.getByRole('button', { name: 'Simpan password' }).click();
    await phone.page.getByRole('heading', { name: 'Password Anda tersimpan.' }).waitFor();
    await phone.page.getByRole('main').getByRole('link', { name: 'Masuk' }).click();
    await signInAndJoin(phone.page, email, LONG_TEACHER_NAME);
    await phone.page.goto(appUrl('/kelas'));
    await phone.page.getByText(`Guru: ${LONG_TEACHER_NAME}`).waitFor();
    await shootPhone(phone.page, 'my-classes-long-teacher-name');
    await phone.context.close();
  });
});

describe('names of accounts made before sign-up asked for one', () => {
  it('a learner without a name is asked on the dashboard until one is saved, and changes it on the Akun page', async () => {
    const { code } = await teachersClass('');
    const email = uniqueEmail('tanpa-nama');
    await createUserWithPassword(database.db, { email, password: PASSWORD, name: '' });
    const { context, page } = await newPage(browser, PHONE);
    await logInThroughForm(page, email, PASSWORD);

    // The teacher has no name either: the learner is told so rather than shown nothing.
    await page.goto(appUrl(`/kelas/gabung/${code}`));
    await page.getByRole('button', { name: 'Gabung Kelas' }).click();
    await page.getByText(`Berhasil bergabung dengan kelas ${CLASS_NAME}!`).waitFor();
    await page.goto(appUrl('/kelas'));
    await page.getByText('Guru: (belum mengisi nama)').waitFor();

    await page.goto(appUrl('/dashboard'));
    const prompt = page.getByRole('region', { name: 'Lengkapi nama Anda' });
    await prompt.waitFor();
    await expectAccessible(page, 'the dashboard with the name prompt (phone)');
    await shootPhone(page, 'dashboard-name-prompt');
    await prompt.getByLabel('Nama lengkap').fill('     ');
    await prompt.getByRole('button', { name: 'Simpan nama' }).click();
    await prompt.getByText('Nama lengkap wajib diisi.').waitFor();
    // HTML is a name's text like any other: shown as typed, never as markup.
    await prompt.getByLabel('Nama lengkap').fill('<b>Budi</b>\u200B  Santoso');
    await prompt.getByRole('button', { name: 'Simpan nama' }).click();
    await page.getByText('Nama Anda tersimpan.').waitFor();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('region', { name: 'Lengkapi nama Anda' }).count()).toBe(0);

    await page.goto(appUrl('/akun'));
    const nameField = page.getByLabel('Nama lengkap');
    await expect.poll(() => nameField.inputValue()).toBe('<b>Budi</b> Santoso');
    await nameField.fill('Budi Santoso');
    await page.getByRole('button', { name: 'Simpan nama' }).click();
    await page.getByText('Nama berhasil disimpan.').waitFor();
    await expectAccessible(page, 'the account page with its name section (phone)');
    await shootPhone(page, 'account-name');
    await context.close();
  });
});
