import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { problemAttempts, sessions, users } from '../src/server/db/schema';
import { uniqueEmail } from './support/api';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let problemPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Sesi ${suffix}`, topic: `Topik ${suffix}`, subtopic: `Subtopik ${suffix}` });
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $5 + 7$?', answer: '12' });
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problem.problemId}`;
});
afterAll(async () => {
  await database.close();
  await browser.close();
});

describe('a session that ends while a problem is open', () => {
  it('says so, shows the learner as a guest, keeps the typed answer and returns to the problem after login', async () => {
    const { context, page, expectBrowserError } = await newPage(browser, PHONE);
    // The browser logs the refused request itself.
    expectBrowserError(/401/);
    const email = uniqueEmail('sesi');
    const password = 'sesi-berakhir-tiba-tiba-1';
    const user = await createUserWithPassword(database.db, { email, password });
    await logInThroughForm(page, email, password);

    await page.goto(appUrl(problemPath));
    await page.getByLabel('Jawaban Anda').fill('12');
    // Signed out on the server (another device, an admin, or expiry) while the page stays open.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await page.getByRole('button', { name: 'Cek Jawaban' }).click();

    await page.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.').waitFor();
    expect(await page.getByText('Jawaban Benar!').count()).toBe(0);
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('12');
    await expectAccessible(page, 'the problem page after the session ended');
    // The navbar no longer shows the learner: the menu offers 'Masuk', which leads back here.
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.waitForURL(/\/login\?next=/);
    await expectAccessible(page, 'the login page with a return path');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();

    await page.waitForURL((url) => url.pathname === `/math${problemPath}`);
    expect(await page.getByLabel('Jawaban Anda').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Cek Jawaban' }).click();
    await page.getByText('Jawaban Benar!').waitFor();
    const attempts = await database.db.select().from(problemAttempts).where(eq(problemAttempts.userId, user.id));
    expect(attempts).toHaveLength(1);
    const [row] = await database.db.select({ xp: users.xpTotal }).from(users).where(eq(users.id, user.id));
    expect(row!.xp).toBeGreaterThan(0);
    await context.close();
  });
});
