import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { shootPhone } from './support/phone-shots';
import { connectToAppDatabase } from './support/seed';

// Issue 51.3 in the browser: a teacher pastes a list with a bad row (nothing is made), fixes it,
// uploads an XLSX, makes the accounts and gets their cards (10 to an A4 sheet); a pupil signs in on
// a 360 px phone with the login name and password from a card; a lost card gets a new password.

const PASSWORD = 'latihan-setiap-hari-1';
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

type TCard = { name: string; loginName: string; password: string };

async function cardsOnPage(page: import('playwright-core').Page): Promise<TCard[]> {
  return page.locator('.pupil-card').evaluateAll((cards) =>
    cards.map((card) => {
      const values = [...card.querySelectorAll('dd')].map((value) => value.textContent ?? '');
      return { name: card.querySelector('p:nth-of-type(2)')?.firstChild?.textContent ?? '', loginName: values[0] ?? '', password: values[1] ?? '' };
    }),
  );
}

describe('pupils without email', () => {
  it('a teacher makes pupil accounts from a list, prints their cards, and a pupil signs in with a card on a phone', async () => {
    const email = uniqueEmail('guru-kartu');
    await createUserWithPassword(database.db, { email, password: PASSWORD, name: 'Pak Budi Hartono', role: 'teacher' });
    const { page: teacherPage } = await newPage(browser);
    await logInThroughForm(teacherPage, email, PASSWORD);
    await teacherPage.goto(appUrl('/kelas'));
    await teacherPage.getByLabel('Nama kelas').fill('VII A — Pupil');
    await teacherPage.getByRole('button', { name: 'Buat Kelas' }).click();
    await teacherPage.getByRole('heading', { name: 'VII A — Pupil' }).waitFor();
    await teacherPage.getByRole('link', { name: 'Akun Siswa tanpa Email' }).click();
    await teacherPage.getByRole('heading', { name: 'Akun Siswa tanpa Email' }).waitFor();

    // A pasted list with a name of one letter: the preview says so, and no button makes anything.
    await teacherPage.getByLabel('Tempel daftar nama siswa').fill('1\tAni Lestari\n2\tB\n3\tCitra Dewi');
    await teacherPage.getByRole('button', { name: 'Periksa Daftar' }).click();
    await teacherPage.getByText('Nama minimal 2 karakter.').waitFor();
    expect(await teacherPage.getByRole('button', { name: /^Buat \d+ Akun Siswa$/ }).count()).toBe(0);
    await expectAccessible(teacherPage);

    // The same list as an XLSX with a header row, chosen as a file.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Kelas').addRows([['No. Absen', 'Nama Siswa'], [1, 'Ani Lestari'], [2, 'Bayu Saputra'], [3, 'Citra Dewi']]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'daftar-')), 'daftar-siswa.xlsx');
    await workbook.xlsx.writeFile(file);
    await teacherPage.locator('input[type="file"]').setInputFiles(file);
    const create = teacherPage.getByRole('button', { name: 'Buat 3 Akun Siswa' });
    await create.waitFor();
    await create.dblclick();
    await teacherPage.getByRole('heading', { name: /^Kartu Masuk · VII A — Pupil$/ }).waitFor();
    const cards = await cardsOnPage(teacherPage);
    expect(cards.map((card) => card.name)).toEqual(['Ani Lestari', 'Bayu Saputra', 'Citra Dewi']);
    expect(cards.every((card) => /^[a-z0-9]{7}-0[1-3]$/.test(card.loginName) && /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/.test(card.password))).toBe(true);
    // A double tap made one set: the class has exactly three pupil accounts.
    await teacherPage.getByRole('link', { name: 'Akun Siswa' }).click();
    await teacherPage.getByRole('heading', { name: 'Akun Siswa (3)' }).waitFor();

    // Printed on A4, ten cards fit one sheet: the print layout puts 3 cards on one page.
    await teacherPage.goBack();
    await teacherPage.emulateMedia({ media: 'print' });
    const pdf = await teacherPage.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await teacherPage.emulateMedia({ media: 'screen' });

    // The pupil, on a phone, with the first card.
    const { page: pupilPage } = await newPage(browser, PHONE);
    await pupilPage.goto(appUrl('/login'));
    await pupilPage.getByLabel('Email atau nama login').fill(cards[0]!.loginName.toUpperCase());
    await pupilPage.getByLabel('Password', { exact: true }).fill(cards[0]!.password);
    await pupilPage.getByRole('button', { name: /^(Login|Masuk)$/ }).click();
    await pupilPage.waitForURL((url) => !url.pathname.endsWith('/login'));
    await pupilPage.goto(appUrl('/akun'));
    await pupilPage.getByText(`Nama login: ${cards[0]!.loginName}`).waitFor();
    await pupilPage.getByRole('heading', { name: 'Tambahkan email' }).waitFor();
    await shootPhone(pupilPage, 'pupil-akun');
    await pupilPage.goto(appUrl('/kelas'));
    await pupilPage.getByText('VII A — Pupil').first().waitFor();

    // A lost card: the teacher gives a new password; the old one no longer signs in.
    await teacherPage.getByRole('link', { name: 'Akun Siswa' }).click();
    await teacherPage.getByRole('button', { name: 'Atur ulang password Ani Lestari' }).click();
    await teacherPage.getByRole('button', { name: 'Atur Ulang', exact: true }).click();
    await teacherPage.getByRole('heading', { name: /^Kartu Masuk/ }).waitFor();
    const [renewed] = await cardsOnPage(teacherPage);
    expect(renewed!.loginName).toBe(cards[0]!.loginName);
    expect(renewed!.password).not.toBe(cards[0]!.password);
    await pupilPage.reload();
    await pupilPage.waitForURL(/\/login/);
  });
});
