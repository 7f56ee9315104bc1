import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { sessions, tryoutAnswers, tryoutSittings } from '../src/server/db/schema';
import { createTryout } from '../src/server/db/tryout-factories';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { shootPhone } from './support/phone-shots';
import { connectToAppDatabase } from './support/seed';

// Issue 36, decision 060 (addendum): a sitting when the session ends and when the connection drops,
// on 360 px phones. Answers given after the session ended are kept in the browser and sent after
// the login; answers given offline wait on the page, which says so, and go when it is back online.
// SHOTS_DIR=… saves the new messages as screenshots.

const PASSWORD = 'latihan-setiap-hari-1';
const SECTION = 'Penalaran Matematika';
const NOT_SAVED_BANNER = 'Jawaban Anda belum tersimpan karena server tidak bisa dihubungi.';

let browser: Browser;
let database: DatabaseHandle;
let tryoutId: string;
let problemIds: number[];

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const place = await createPublishedPath(database.db, { category: `Sesi Tryout ${suffix}`, topic: `Topik ${suffix}`, subtopic: `Subtopik ${suffix}` });
  const subtopicId = place.subtopic.id;
  const options = { A: '$2$', B: '$3$', C: '$7$', D: '$8$', E: '$9$' };
  const problems = [
    await createProblem(database.db, { subtopicId, type: 'mcq', questionText: 'Berapakah $3 + 4$?', options, answer: 'C' }),
    await createProblem(database.db, { subtopicId, type: 'input', questionText: 'Berapakah $5 \\times 6$?', answer: '30' }),
    await createProblem(database.db, { subtopicId, type: 'mcq', questionText: 'Berapakah $12 : 4$?', options, answer: 'B' }),
  ];
  problemIds = problems.map((problem) => problem.id);
  const now = Date.now();
  const tryout = await createTryout(database.db, {
    title: `Tryout Sesi ${suffix}`,
    opensAt: new Date(now - 60_000),
    closesAt: new Date(now + 3 * 3_600_000),
    sections: [{ name: SECTION, durationSeconds: 30 * 60, problemIds }],
  });
  tryoutId = tryout.id;
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function goToProblem(page: Page, position: number) {
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await page.getByRole('heading', { name: new RegExp(`^Soal ${position}`) }).waitFor();
}

/** A new learner on a 360 px phone who starts the sitting, answers problem 1 (saved) and opens problem 2. */
async function learnerOnProblemTwo(prefix: string) {
  const tab = await newPage(browser, PHONE);
  const { page } = tab;
  const email = uniqueEmail(prefix);
  const user = await createUserWithPassword(database.db, { email, password: PASSWORD });
  await logInThroughForm(page, email, PASSWORD);
  await page.goto(appUrl(`/tryout/${tryoutId}`));
  await page.getByRole('button', { name: 'Mulai Tryout' }).click();
  await page.getByRole('button', { name: 'Ya, mulai sekarang' }).click();
  await page.waitForURL(/\/kerjakan$/);
  await page.getByRole('radio', { name: /^C\./ }).check();
  await status(page, 'Tersimpan').waitFor();
  await goToProblem(page, 2);
  return { ...tab, email, user };
}

/** The learner's answers on the server, by the problem's position in the section. */
async function savedAnswers(userId: string) {
  const rows = await database.db
    .select({ problemId: tryoutAnswers.problemId, answer: tryoutAnswers.answer, flagged: tryoutAnswers.flagged })
    .from(tryoutAnswers)
    .innerJoin(tryoutSittings, eq(tryoutSittings.id, tryoutAnswers.sittingId))
    .where(and(eq(tryoutSittings.userId, userId), eq(tryoutSittings.tryoutId, tryoutId)));
  return Object.fromEntries(rows.map((row) => [problemIds.indexOf(row.problemId) + 1, row.answer]));
}

/** Whether leaving the page now would make the browser ask first. */
const isLeavingGuarded = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

describe('a tryout sitting when the session ends or the connection drops', () => {
  it('says the session ended, keeps the answer given after it, and after the login sends it beside the answers saved before', async () => {
    const { context, page, expectBrowserError, email, user } = await learnerOnProblemTwo('sesi-tryout');
    // The browser logs the refused save itself.
    expectBrowserError(/401/);
    await page.getByLabel('Jawaban Anda').fill('30');
    await status(page, 'Tersimpan').waitFor();
    expect(await savedAnswers(user.id)).toEqual({ 1: 'C', 2: '30' });

    // Signed out on the server (expiry, another device, an admin) while the section runs.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await goToProblem(page, 3);
    // A click, not check(): the page may already have gone to the login when check() would look.
    await page.getByRole('radio', { name: /^B\./ }).click();

    await page.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.').waitFor();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').waitFor();
    // Said once: the page's own "log in to sit the tryout" is not stacked under it.
    expect(await page.getByText('Silakan masuk untuk mengikuti tryout.').count()).toBe(0);
    await shootPhone(page, 'tryout-session-ended');
    expect(await savedAnswers(user.id)).toEqual({ 1: 'C', 2: '30' });

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/math/tryout/${tryoutId}/kerjakan`);
    await page.getByRole('heading', { name: /^Soal 1/ }).waitFor();
    await status(page, 'Tersimpan').waitFor();
    expect(await page.getByRole('radio', { name: /^C\./ }).isChecked()).toBe(true);
    await goToProblem(page, 2);
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('30');
    await goToProblem(page, 3);
    expect(await page.getByRole('radio', { name: /^B\./ }).isChecked()).toBe(true);
    await shootPhone(page, 'tryout-session-resumed');
    await expect.poll(() => savedAnswers(user.id)).toEqual({ 1: 'C', 2: '30', 3: 'B' });
    // Sent once and forgotten: nothing of the sitting stays in the browser.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('tryout')))).toEqual([]);
    await context.close();
  });

  it('offline, says the answers are not saved yet and keeps the hand-in; back online, saves them and hands the section in once', async () => {
    const { context, page, expectBrowserError, user } = await learnerOnProblemTwo('offline-tryout');
    // Chromium logs every request the emulated offline network refuses.
    expectBrowserError(/ERR_INTERNET_DISCONNECTED/);

    await context.setOffline(true);
    await page.getByLabel('Jawaban Anda').fill('30');
    await status(page, 'Belum tersimpan').waitFor();
    await page.getByText(NOT_SAVED_BANNER).waitFor();
    expect(await isLeavingGuarded(page)).toBe(true);
    await shootPhone(page, 'tryout-offline-not-saved');

    await page.getByRole('button', { name: 'Kumpulkan bagian' }).click();
    await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
    await page.getByText('Bagian ini belum terkumpul karena server tidak bisa dihubungi.').waitFor();
    await shootPhone(page, 'tryout-offline-submit');
    expect(await savedAnswers(user.id)).toEqual({ 1: 'C' });

    await context.setOffline(false);
    await status(page, 'Tersimpan').waitFor({ timeout: 5_000 });
    expect(await page.getByText(NOT_SAVED_BANNER).count()).toBe(0);
    expect(await isLeavingGuarded(page)).toBe(false);
    expect(await savedAnswers(user.id)).toEqual({ 1: 'C', 2: '30' });

    // The hand-in waited on the screen: the same button now hands the section in.
    await page.getByRole('button', { name: 'Ya, kumpulkan' }).click();
    await page.getByRole('heading', { name: 'Terkirim' }).waitFor();
    const [sitting] = await database.db.select({ finishedAt: tryoutSittings.finishedAt }).from(tryoutSittings).where(and(eq(tryoutSittings.userId, user.id), eq(tryoutSittings.tryoutId, tryoutId)));
    expect(sitting!.finishedAt).not.toBeNull();
    await context.close();
  });
});
