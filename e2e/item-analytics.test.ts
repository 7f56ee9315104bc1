import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FLAG_REASON_LABELS } from '../src/core/item-analytics';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { problemAttempts, problems, userProgress, users } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 15: item analytics for authors.
let browser: Browser;
let database: DatabaseHandle;
const suffix = Date.now().toString(36);
const learnerPrefix = `analitik-${suffix}`;
let paths: { categoryId: string; topicId: string; subtopicId: string };
let subtopicInternalId: number;
let hard: { id: number; problemId: string };
let easy: { id: number; problemId: string };

type TAttempt = { answer: string; isCorrect: boolean };

// One learner's attempts on a problem, and the progress row that sums them up.
async function recordAttempts(userId: string, problemInternalId: number, attempts: TAttempt[]) {
  await database.db.insert(problemAttempts).values(
    attempts.map((attempt, index) => ({ userId, problemId: problemInternalId, answer: attempt.answer, isCorrect: attempt.isCorrect, attemptNumber: index + 1 })),
  );
  await database.db.insert(userProgress).values({
    userId,
    problemId: problemInternalId,
    isCorrect: attempts.some((attempt) => attempt.isCorrect),
    attemptsCount: attempts.length,
    lastAnswer: attempts.at(-1)!.answer,
  });
}

const right = { answer: '12', isCorrect: true };
const sameWrong = { answer: '7', isCorrect: false };
const otherWrong = { answer: '13', isCorrect: false };

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const path = await createPublishedPath(database.db, { category: `Analitik ${suffix}`, topic: `Topik Analitik ${suffix}`, subtopic: `Subtopik Analitik ${suffix}` });
  subtopicInternalId = path.subtopic.id;
  paths = { categoryId: path.category.categoryId, topicId: path.topic.topicId, subtopicId: path.subtopic.subtopicId };
  hard = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Berapakah $3 \\times 4$? (uji analitik ${suffix})`, answer: '12', isPublic: true });
  easy = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: `Berapakah $6 + 6$? (uji analitik ${suffix})`, answer: '12', isPublic: true });

  const learners = await database.db
    .insert(users)
    .values(Array.from({ length: 24 }, (_, index) => ({ id: crypto.randomUUID(), email: `${learnerPrefix}-${index}@contoh.id`, name: `${learnerPrefix}-${index}`, emailVerified: true })))
    .returning({ id: users.id });
  // 24 learners: 3 right first time (12.5 %), 12 right after answering '7', 9 never right ('7', then '13').
  for (const [index, learner] of learners.entries()) {
    const attempts = index < 3 ? [right] : index < 15 ? [sameWrong, right] : [sameWrong, otherWrong];
    await recordAttempts(learner.id, hard.id, attempts);
    if (index < 5) await recordAttempts(learner.id, easy.id, [right]);
  }
  // The list's figures are refreshed in the background at most every 5 minutes: make them fresh now.
  await database.db.execute(sql`refresh materialized view problem_item_stats`);
  await database.db.execute(sql`update item_stats_refreshes set refreshed_at = now()`);
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('item analytics for authors', () => {
  it("a problem most learners get wrong first is 'Perlu dicek' in the list, and its page puts the common wrong answer first", async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));

    await page.goto(appUrl('/admin/problems'));
    await page.getByText(/^Statistik diperbarui baru saja/).waitFor();
    await page.getByRole('switch', { name: 'Perlu dicek' }).click();
    await page.waitForURL(/needsCheck=true/);
    await page.getByLabel('Cari soal').fill(hard.problemId);
    await page.getByLabel('Cari soal').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(hard.problemId) });
    await row.getByText('Perlu dicek', { exact: true }).waitFor();
    await row.getByText(FLAG_REASON_LABELS.low_first_try).waitFor();
    expect(await row.getByText(FLAG_REASON_LABELS.low_eventual).count()).toBe(0);
    await row.getByRole('cell', { name: '12,5%' }).waitFor();
    await row.getByRole('cell', { name: '62,5%' }).waitFor();
    expect(page.url()).toContain('needsCheck=true');

    const firstTryHeader = page.getByRole('columnheader', { name: 'Benar pertama' });
    await firstTryHeader.getByRole('button').click();
    await expect.poll(() => firstTryHeader.getAttribute('aria-sort')).toBe('descending');
    await firstTryHeader.getByRole('button').click();
    await expect.poll(() => firstTryHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(page.url()).toMatch(/sort=firstTryRate&dir=asc/);
    await expectAccessible(page, "the problem list filtered to 'Perlu dicek'");

    await page.getByRole('button', { name: `Aksi lain ${hard.problemId}` }).click();
    await page.getByRole('menuitem', { name: 'Analitik' }).click();
    await page.getByRole('heading', { level: 1, name: `Analitik Soal ${hard.problemId}` }).waitFor();
    // The flags, then the wrong answers: a wrong answer many learners give often means a wrong key.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Perlu dicek', 'Jawaban salah terbanyak', 'Statistik']);
    await page.getByRole('listitem').filter({ hasText: FLAG_REASON_LABELS.low_first_try }).waitFor();
    const wrongAnswers = page.getByRole('table').first();
    const firstWrong = wrongAnswers.getByRole('row').nth(1);
    await expect.poll(() => firstWrong.getByRole('rowheader').textContent()).toBe('7');
    await firstWrong.getByRole('cell', { name: '21', exact: true }).waitFor();
    await firstWrong.getByText('70,0%').waitFor();
    expect(await page.getByRole('link', { name: /Lihat halaman siswa/ }).getAttribute('href')).toBe(
      `/math/latsol/${paths.categoryId}/${paths.topicId}/${paths.subtopicId}/${hard.problemId}`,
    );
    // Aggregates only: no learner is named.
    expect(await page.content()).not.toContain(learnerPrefix);
    await expectAccessible(page, 'the analytics page of a flagged problem');
    await context.close();
  });

  it('an admin puts a subtopic in order from the easiest problem, once', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    await page.goto(appUrl(`/admin/problems?subtopicId=${paths.subtopicId}`));
    await page.getByRole('button', { name: 'Urutkan dari termudah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Urutkan dari termudah' });
    const firstRow = dialog.getByRole('row').nth(1);
    await firstRow.getByRole('rowheader', { name: new RegExp(easy.problemId) }).waitFor();
    await expectAccessible(page, 'the proposed order of a subtopic');

    await dialog.getByRole('button', { name: 'Terapkan urutan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Terapkan urutan' }).dblclick();
    await page.getByText('Urutan soal diperbarui.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const order = await database.db
      .select({ problemId: problems.problemId })
      .from(problems)
      .where(eq(problems.subtopicId, subtopicInternalId))
      .orderBy(problems.sortOrder, problems.id);
    expect(order.map((problem) => problem.problemId)).toEqual([easy.problemId, hard.problemId]);
    await context.close();
  });
});
