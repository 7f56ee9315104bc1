import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startOwnServer, type TOwnServer } from './support/own-server';

// Issue 35 in the browser, on a server of this file's own: an admin makes a user a teacher; the
// teacher creates a class and an assignment due tomorrow; two learners join by the link (one on a
// 360 px phone, one who opens it signed out); one finishes and one does half; the teacher's report
// says exactly that, with the commonest wrong answer; the spreadsheet downloaded through the
// browser holds the same numbers; a learner the teacher removes cannot rejoin until added back.
// SHOTS_DIR=… also saves screenshots (360 and 1280 px).

const LAPTOP = { width: 1280, height: 800 };
const PASSWORD = 'latihan-setiap-hari-1';
const CLASS_NAME = 'X IPA 2 — 2026/2027';
const ASSIGNMENT_TITLE = 'Persamaan Linear — Jumat';
const shotsDir = process.env.SHOTS_DIR;

let server: TOwnServer;
let browser: Browser;
let database: DatabaseHandle;
let subtopicNames: { category: string; topic: string; subtopic: string };
let problemIds: string[];
const answers = ['7', '11', '18', '20'];

type TPerson = { email: string; name: string };
let admin: TPerson;
let teacher: TPerson;
// Names with an apostrophe and non-ASCII letters, which the spreadsheet must keep intact.
let finisher: TPerson;
let halfway: TPerson;

async function createPerson(prefix: string, name: string, role: 'admin' | 'basic' = 'basic'): Promise<TPerson> {
  const email = uniqueEmail(prefix);
  await createUserWithPassword(database.db, { email, password: PASSWORD, name, role });
  return { email, name };
}

beforeAll(async () => {
  server = await startOwnServer();
  browser = await launchBrowser();
  database = server.connect();
  const suffix = Date.now().toString(36);
  subtopicNames = { category: `Aljabar ${suffix}`, topic: `Persamaan ${suffix}`, subtopic: `Persamaan Linear ${suffix}` };
  const place = await createPublishedPath(database.db, subtopicNames);
  problemIds = [];
  for (const [index, question] of ['Berapakah $3 + 4$?', 'Berapakah $5 + 6$?', 'Berapakah $2 \\times 9$?', 'Berapakah $4 \\times 5$?'].entries()) {
    const problem = await createProblem(database.db, { subtopicId: place.subtopic.id, type: 'input', questionText: question, answer: answers[index]! });
    problemIds.push(problem.problemId);
  }
  admin = await createPerson('admin-kelas', 'Admin Sekolah', 'admin');
  teacher = await createPerson('guru', 'Bu Ratna Sari');
  finisher = await createPerson('siswa-a', "Siti Nur'aini");
  halfway = await createPerson('siswa-b', 'Dédé Kurniawan');
}, 180_000);

afterAll(async () => {
  await database?.close();
  await browser?.close();
  await server?.stop();
});

async function logIn(page: Page, person: TPerson) {
  await page.goto(server.url('/login'));
  await signIn(page, person);
}

async function signIn(page: Page, person: TPerson) {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.getByText('Login berhasil!').waitFor();
}

/** Whether a 360 px phone would have to scroll the whole page sideways, and what sticks out. */
async function overflowAt360(page: Page): Promise<{ scrollWidth: number; outside: string[] }> {
  const original = page.viewportSize() ?? LAPTOP;
  await page.setViewportSize(PHONE);
  const found = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('[role="region"]'))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  }));
  await page.setViewportSize(original);
  return found;
}

/** The screen as it is, at 360 and 1280 px, then back to its own width; never wider than a phone at 360. */
async function shoot(page: Page, name: string) {
  expect(await overflowAt360(page), `${name} at 360 px`).toEqual({ scrollWidth: PHONE.width, outside: [] });
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? LAPTOP;
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

async function answer(page: Page, text: string) {
  await page.getByLabel('Jawaban Anda').fill(text);
  await page.getByRole('button', { name: 'Cek Jawaban' }).click();
}

/** Works problem `index` of the assignment from its page: optionally one wrong answer first. */
async function solveFromAssignment(page: Page, assignmentPath: string, index: number, wrongFirst?: string) {
  await page.goto(server.url(assignmentPath));
  await page.getByRole('link', { name: new RegExp(`^Soal ${index + 1},`) }).click();
  await page.getByText('Berapakah').waitFor();
  if (wrongFirst) {
    await answer(page, wrongFirst);
    await page.getByText('Jawaban Salah, coba lagi!').waitFor();
  }
  await answer(page, answers[index]!);
  await page.getByText('Jawaban Benar!').waitFor();
}

const rowOf = (page: Page, tableName: string, rowName: string | RegExp) =>
  page.getByRole('table', { name: tableName }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowName }) });

/** A sheet as rows of header -> value, the header row being the first one that has 'firstHeader'. */
function sheetRows(sheet: ExcelJS.Worksheet, firstHeader: string): Record<string, ExcelJS.CellValue>[] {
  let headers: string[] | null = null;
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    if (!headers) {
      if (values.some((value) => value === firstHeader)) headers = values.map((value) => String(value ?? ''));
      return;
    }
    rows.push(Object.fromEntries(headers.map((header, column) => [header, values[column] ?? null])));
  });
  return rows;
}

describe('a teacher, a class, an assignment and its report', () => {
  it('goes from a new teacher to a report and a spreadsheet that agree with what the learners did', async () => {
    // 1. The admin makes the user a teacher ('Guru') on /admin/users.
    const adminTab = await newPage(browser, LAPTOP);
    await logIn(adminTab.page, admin);
    await adminTab.page.goto(server.url(`/admin/users?q=${encodeURIComponent(teacher.email)}`));
    const roleSelect = adminTab.page.getByLabel(`Peran ${teacher.email}`, { exact: true });
    await roleSelect.selectOption({ label: 'Guru' });
    await adminTab.page.getByRole('button', { name: `Simpan peran ${teacher.email}` }).click();
    await adminTab.page.getByText('Peran pengguna berhasil diperbarui!').waitFor();
    await adminTab.context.close();

    // 2. The teacher creates a class, then an assignment of the whole subtopic, due tomorrow 23.59.
    const teacherTab = await newPage(browser, LAPTOP);
    const { page } = teacherTab;
    await logIn(page, teacher);
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Kelas', exact: true }).click();
    await page.getByRole('heading', { name: 'Kelas yang Saya Ajar' }).waitFor();
    await page.getByLabel('Nama Kelas').fill(CLASS_NAME);
    await page.getByRole('button', { name: 'Buat Kelas' }).click();
    await page.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    const classPath = new URL(page.url()).pathname.replace(/^\/math/, '');
    const joinLink = await page.getByLabel('Tautan gabung').inputValue();
    expect(joinLink).toMatch(new RegExp(`^${server.baseUrl}/math/kelas/gabung/[A-HJ-KM-NP-Z2-9]{7}$`));
    const whatsApp = await page.getByRole('link', { name: 'Bagikan ke WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsApp!.replace('https://wa.me/?text=', ''))).toContain(joinLink);

    await page.getByRole('link', { name: 'Buat Tugas' }).click();
    await page.getByLabel('Judul Tugas').fill(ASSIGNMENT_TITLE);
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 86_400_000));
    expect(await page.getByLabel('Tanggal tenggat').inputValue()).toBe(tomorrow);
    expect(await page.getByLabel('Jam tenggat').inputValue()).toBe('23:59');
    await page.getByText('Waktu kelas: WIB (Asia/Jakarta)').waitFor();
    await page.getByLabel('Kategori', { exact: true }).selectOption({ label: subtopicNames.category });
    await page.getByLabel('Topik', { exact: true }).selectOption({ label: subtopicNames.topic });
    await page.getByLabel('Subtopik', { exact: true }).selectOption({ label: subtopicNames.subtopic });
    await expectAccessible(page, 'the new assignment form');
    await shoot(page, 'new-assignment');
    await page.getByRole('button', { name: 'Simpan Tugas' }).click();
    await page.getByText('Tugas berhasil dibuat!').waitFor();
    await page.getByText(ASSIGNMENT_TITLE).waitFor();
    await page.getByText('Tenggat besok 23.59').waitFor();
    const reportHref = await page.getByRole('link', { name: `Laporan ${ASSIGNMENT_TITLE}` }).getAttribute('href');
    const assignmentPath = reportHref!.replace(/^\/math/, '').replace(/\/laporan$/, '');

    // 3. The first learner opens the link signed out: signs in, comes back to it, and joins.
    const finisherTab = await newPage(browser, LAPTOP);
    await finisherTab.page.goto(joinLink);
    await finisherTab.page.waitForURL(/\/math\/login\?next=/);
    await signIn(finisherTab.page, finisher);
    await finisherTab.page.waitForURL(joinLink);
    await finisherTab.page.getByRole('heading', { name: CLASS_NAME }).waitFor();
    await finisherTab.page.getByText('Guru kelas ini dapat melihat nama, email, dan hasil latihan Anda pada tugas kelas ini.', { exact: false }).waitFor();
    await finisherTab.page.getByRole('button', { name: 'Gabung Kelas' }).click();
    await finisherTab.page.waitForURL(server.url('/tugas'));

    // The second one, on a 360 px phone, signed in already.
    const phoneTab = await newPage(browser, PHONE);
    await logIn(phoneTab.page, halfway);
    await phoneTab.page.goto(joinLink);
    await phoneTab.page.getByText(teacher.name).waitFor();
    await expectAccessible(phoneTab.page, 'the join page (phone)');
    await shoot(phoneTab.page, 'join-page');
    await phoneTab.page.getByRole('button', { name: 'Gabung Kelas' }).click();
    await phoneTab.page.waitForURL(server.url('/tugas'));
    // Joining twice is one membership: the link again, and /kelas lists the class once.
    await phoneTab.page.goto(joinLink);
    await phoneTab.page.getByRole('button', { name: 'Gabung Kelas' }).click();
    await phoneTab.page.waitForURL(server.url('/tugas'));

    // /tugas on the phone: the assignment, its progress and due time in words, and 'Mulai'.
    const card = phoneTab.page.getByRole('listitem').filter({ hasText: ASSIGNMENT_TITLE });
    await card.getByText('0/4 selesai').waitFor();
    await card.getByText('besok 23.59').waitFor();
    await card.getByText(CLASS_NAME).waitFor();
    await expectAccessible(phoneTab.page, '/tugas (phone)');

    // 4. The first learner finishes all four (one wrong answer first); the second does two.
    await solveFromAssignment(finisherTab.page, assignmentPath, 0, '5');
    for (const index of [1, 2, 3]) await solveFromAssignment(finisherTab.page, assignmentPath, index);
    await solveFromAssignment(phoneTab.page, assignmentPath, 0, '5');
    await solveFromAssignment(phoneTab.page, assignmentPath, 1);

    await phoneTab.page.goto(server.url('/tugas'));
    await card.getByText('2/4 selesai').waitFor();
    await card.getByRole('link', { name: `Lanjutkan ${ASSIGNMENT_TITLE}` }).waitFor();
    await shoot(phoneTab.page, 'tugas');
    await phoneTab.page.goto(server.url('/kelas'));
    await expect.poll(() => phoneTab.page.getByText(CLASS_NAME, { exact: true }).count()).toBe(1);
    await expectAccessible(phoneTab.page, '/kelas (phone)');
    await shoot(phoneTab.page, 'kelas-learner');
    // The dashboard's 'Tugas' card lists it, unfinished.
    await phoneTab.page.goto(server.url('/dashboard'));
    const tugasCard = phoneTab.page.getByRole('region', { name: 'Tugas' });
    await tugasCard.getByText(ASSIGNMENT_TITLE).waitFor();
    await tugasCard.getByText('2/4 selesai').waitFor();
    await tugasCard.getByText('Tenggat: besok 23.59').waitFor();
    await expectAccessible(phoneTab.page, 'the dashboard with its Tugas card (phone)');
    await shoot(phoneTab.page, 'dashboard-tugas');
    // Finished, the assignment leaves the first learner's dashboard card.
    await finisherTab.page.goto(server.url('/dashboard'));
    await finisherTab.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await finisherTab.page.getByRole('region', { name: 'Lanjutkan' }).waitFor();
    expect(await finisherTab.page.getByRole('region', { name: 'Tugas' }).count()).toBe(0);

    // 5. The teacher's classes, class page and report.
    await page.goto(server.url('/kelas'));
    await page.getByRole('link', { name: new RegExp(CLASS_NAME) }).getByText('2 siswa', { exact: false }).waitFor();
    await expectAccessible(page, "the teacher's /kelas");
    await shoot(page, 'kelas-teacher');
    await page.goto(server.url(classPath));
    await page.getByText(`1/2 selesai`).waitFor();
    const members = page.getByRole('table');
    await members.getByRole('row').filter({ hasText: finisher.name }).getByText('1/1').waitFor();
    await members.getByRole('row').filter({ hasText: halfway.name }).getByText('0/1').waitFor();
    await expectAccessible(page, 'the class page');
    await shoot(page, 'class-page');

    await page.getByRole('link', { name: `Laporan ${ASSIGNMENT_TITLE}` }).click();
    await page.getByRole('heading', { name: `Laporan: ${ASSIGNMENT_TITLE}` }).waitFor();
    const finisherRow = rowOf(page, 'Hasil per siswa', new RegExp(finisher.name));
    const halfwayRow = rowOf(page, 'Hasil per siswa', new RegExp(halfway.name));
    // Nama, Status, Soal selesai, Percobaan, Benar di percobaan pertama, Selesai pada, Terlambat
    expect(await finisherRow.getByRole('cell').allInnerTexts()).toEqual(['Selesai', '4/4', '5', '3', expect.stringMatching(/^\d{1,2} \w{3} \d{4} \d{2}\.\d{2}$/), 'Tidak']);
    expect(await halfwayRow.getByRole('cell').allInnerTexts()).toEqual(['Dikerjakan', '2/4', '3', '1', '–', 'Tidak']);
    const firstProblem = rowOf(page, 'Hasil per soal', new RegExp(`^Soal 1 ${problemIds[0]}`));
    // Both missed it first with '5': 0 % first try, both solved it, '5 (2)' the top wrong answer.
    expect(await firstProblem.getByRole('cell').allInnerTexts()).toEqual(['0%', '2/2', '5 (2)']);
    const secondProblem = rowOf(page, 'Hasil per soal', new RegExp(`^Soal 2 ${problemIds[1]}`));
    expect(await secondProblem.getByRole('cell').allInnerTexts()).toEqual(['100%', '2/2', '–']);
    await expectAccessible(page, 'the report');
    await shoot(page, 'report');

    // 6. The spreadsheet, downloaded through the browser and read back with exceljs.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^laporan-.+\.xlsx$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-laporan-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Siswa', 'Soal', 'Ringkasan', 'Rincian']);

    const learners = sheetRows(workbook.getWorksheet('Siswa')!, 'Nama');
    const byName = (name: string) => learners.find((row) => row['Nama'] === name);
    // Scores (issue 51): three first tries and one after a retry of four, 95; one and one of four, 45.
    expect(byName(finisher.name)).toMatchObject({ Email: finisher.email, Nilai: 95, Status: 'Selesai', 'Soal selesai': 4, Percobaan: 5, 'Benar di percobaan pertama': 3, Terlambat: 'Tidak' });
    expect(byName(finisher.name)!['Selesai pada']).toBeInstanceOf(Date);
    expect(byName(halfway.name)).toMatchObject({ Email: halfway.email, Nilai: 45, Status: 'Dikerjakan', 'Soal selesai': 2, Percobaan: 3, 'Benar di percobaan pertama': 1, Terlambat: 'Tidak' });

    const problems = sheetRows(workbook.getWorksheet('Soal')!, 'Soal');
    const problemRow = (problemId: string) => problems.find((row) => row['Soal'] === problemId);
    expect(problemRow(problemIds[0]!)).toMatchObject({ 'Benar di percobaan pertama': 0, 'Jawaban salah terbanyak': '5 (2)' });
    expect(problemRow(problemIds[1]!)).toMatchObject({ 'Benar di percobaan pertama': 1 });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    // The teacher removes the learner who finished (the other one has used most of their code
    // tries): the link no longer lets them back in, and says why, until the teacher adds them back
    // from the 'Dikeluarkan' list (issue 49.5).
    await page.goto(server.url(classPath));
    await page.getByRole('button', { name: `Keluarkan ${finisher.name}` }).click();
    await page.getByRole('alertdialog').getByText('sampai Anda menambahkannya kembali').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keluarkan' }).click();
    await page.getByText(`${finisher.name} dikeluarkan dari kelas.`).waitFor();
    const removedList = page.getByRole('region', { name: 'Dikeluarkan' });
    await removedList.getByText(finisher.email).waitFor();
    await expectAccessible(page, "the class page's removed learners");
    await shoot(page, 'class-page-removed');
    finisherTab.expectBrowserError(/status of 403/);
    await finisherTab.page.goto(joinLink);
    await finisherTab.page.getByRole('button', { name: 'Gabung Kelas' }).click();
    await finisherTab.page.getByRole('alert').getByText('Anda telah dikeluarkan dari kelas ini oleh guru. Minta guru Anda untuk menambahkan Anda kembali.').waitFor();
    await shoot(finisherTab.page, 'join-page-removed');
    await removedList.getByRole('button', { name: `Tambahkan kembali ${finisher.name}` }).click();
    await page.getByText(`${finisher.name} ditambahkan kembali ke kelas.`).waitFor();
    await page.getByRole('table').getByRole('row').filter({ hasText: finisher.name }).waitFor();
    expect(await page.getByRole('region', { name: 'Dikeluarkan' }).count()).toBe(0);

    // The teacher rotates the code: the old link now says, in words, that it no longer works,
    // exactly as a code that never existed does; the new one still lets a learner in.
    await page.goto(server.url(classPath));
    await page.getByRole('button', { name: 'Ganti Kode' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ganti Kode' }).click();
    await page.getByText('Kode kelas diganti!').waitFor();
    await expect.poll(() => page.getByLabel('Tautan gabung').inputValue()).not.toBe(joinLink);
    phoneTab.expectBrowserError(/status of 404/);
    for (const link of [joinLink, server.url('/kelas/gabung/ZZZZZZZ')]) {
      await phoneTab.page.goto(link);
      await phoneTab.page.getByRole('heading', { name: 'Tautan kelas tidak berlaku' }).waitFor();
      await phoneTab.page.getByText('Kode kelas tidak ditemukan atau sudah tidak berlaku.').waitFor();
    }
    // A second assignment of picked problems: one both learners solved before it was set counts
    // as done for both at once (with its original date).
    await page.getByRole('link', { name: 'Buat Tugas' }).click();
    await page.getByLabel('Judul Tugas').fill('Ulangi soal pertama');
    await page.getByRole('radio', { name: /Pilih soal/ }).check();
    await page.getByLabel('Cari soal').fill(problemIds[0]!);
    await page.getByLabel('Cari soal').press('Enter');
    await page.getByRole('checkbox', { name: new RegExp(problemIds[0]!) }).click();
    await page.getByText('1 soal dipilih').waitFor();
    await shoot(page, 'new-assignment-picked');
    await page.getByRole('button', { name: 'Simpan Tugas' }).click();
    await page.getByRole('heading', { name: CLASS_NAME, level: 1 }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Ulangi soal pertama' }).getByText('2/2 selesai').waitFor();
    // Set by mistake, it goes again (asking first).
    await page.getByRole('button', { name: 'Hapus Ulangi soal pertama' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus Tugas' }).click();
    await page.getByText('Tugas dihapus.').waitFor();
    await expect.poll(() => page.getByText('Ulangi soal pertama').count()).toBe(0);

    // Typed on /kelas, a wrong code says the same beside the field.
    await phoneTab.page.goto(server.url('/kelas'));
    await phoneTab.page.getByLabel('Kode Kelas').fill('abc-1234');
    await phoneTab.page.getByRole('button', { name: 'Gabung', exact: true }).click();
    await phoneTab.page.getByText('Kode kelas tidak ditemukan atau sudah tidak berlaku.').waitFor();

    await Promise.all([teacherTab.context.close(), finisherTab.context.close(), phoneTab.context.close()]);
  });
});
