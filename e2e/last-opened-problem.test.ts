import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath } from '../src/server/db/factories';
import { appUrl, launchBrowser, newPage, PHONE } from './support/browser';
import { logInAsNewLearner } from './support/login';
import { connectToAppDatabase } from './support/seed';

let browser: Browser;
let database: DatabaseHandle;
let problemPath: string;
let subtopicName: string;
let problemCode: string;

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  const suffix = Date.now().toString(36);
  const path = await createPublishedPath(database.db, { category: `Terakhir ${suffix}`, topic: `Topik Terakhir ${suffix}`, subtopic: `Subtopik Terakhir ${suffix}` });
  const problem = await createProblem(database.db, { subtopicId: path.subtopic.id, type: 'input', questionText: 'Berapakah $3 + 4$?', answer: '7' });
  problemPath = `/latsol/${path.category.categoryId}/${path.topic.topicId}/${path.subtopic.subtopicId}/${problem.problemId}`;
  subtopicName = path.subtopic.subtopicName;
  problemCode = problem.problemId;
});

afterAll(async () => {
  await database?.close();
  await browser?.close();
});

describe('soal terakhir dibuka', () => {
  it('a learner opens a problem, and the home page links back to it', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await logInAsNewLearner(page, database, 'pembuka.soal');
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/recent-problem') && response.request().method() === 'PUT');
    await page.goto(appUrl(problemPath));
    await page.getByRole('heading', { name: 'Soal #1' }).waitFor();
    expect((await recorded).status()).toBe(204);

    await page.goto(appUrl('/'));
    const section = page.getByRole('region', { name: 'Soal terakhir dibuka' });
    const link = section.getByRole('link', { name: `Soal #1 · ${subtopicName}` });
    await link.waitFor();
    expect(await section.getByText(problemCode).isVisible()).toBe(true);
    // Within the phone's width: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await link.click();
    await page.waitForURL(appUrl(problemPath));
    await context.close();
  });

  it('a guest sees the same home page as always, with no such link', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(appUrl('/'));
    await page.getByRole('link', { name: 'Mulai Latihan' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Soal terakhir dibuka' }).count()).toBe(0);
    await context.close();
  });
});
