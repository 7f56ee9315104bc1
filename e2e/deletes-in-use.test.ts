import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateClassCode } from '../src/core/class-code';
import type { DatabaseHandle } from '../src/server/db/client';
import { createProblem, createPublishedPath, createUserWithPassword } from '../src/server/db/factories';
import { assignmentProblems, assignments, classes } from '../src/server/db/schema';
import { expectAccessible } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { logInThroughForm } from './support/login';
import { connectToAppDatabase } from './support/seed';

// Issue 50.4 (decision 072): the delete confirmation in /admin/manage shows where the content is
// used before the admin confirms, and cannot be confirmed then; a use that appears while it is open
// is shown when the server refuses the delete.
let browser: Browser;
let database: DatabaseHandle;
const suffix = Date.now().toString(36);
let teacher: { id: string; email: string };

beforeAll(async () => {
  browser = await launchBrowser();
  database = connectToAppDatabase();
  teacher = await createUserWithPassword(database.db, { email: uniqueEmail('guru'), password: 'mengajar-setiap-hari-2', role: 'teacher' });
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function subtopicWithProblems(name: string, count: number) {
  const made = await createPublishedPath(database.db, { category: `Kategori ${name}`, topic: `Topik ${name}`, subtopic: name });
  const list = [];
  for (let index = 0; index < count; index += 1) {
    list.push(await createProblem(database.db, { subtopicId: made.subtopic.id, type: 'input', questionText: `${name} soal ${index + 1}`, answer: '1' }));
  }
  return { ...made, problems: list };
}

// A teacher's class and an assignment of the problems, as the teacher's pages save them.
async function assignmentOf(className: string, title: string, problemIds: number[]) {
  const [owned] = await database.db.insert(classes).values({ ownerId: teacher.id, name: className, joinCode: generateClassCode() }).returning({ id: classes.id });
  const [assignment] = await database.db
    .insert(assignments)
    .values({ classId: owned!.id, title, dueAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: assignments.id });
  await database.db.insert(assignmentProblems).values(problemIds.map((problemId, index) => ({ assignmentId: assignment!.id, problemId, position: index + 1 })));
  return assignment!.id;
}

const problemsOf = async (assignmentId: string) => (await database.db.select().from(assignmentProblems).where(eq(assignmentProblems.assignmentId, assignmentId))).length;

async function openDelete(page: Page, made: { category: { categoryId: string }; topic: { topicId: string } }, name: string) {
  await page.goto(appUrl(`/admin/manage?categoryId=${made.category.categoryId}&topicId=${made.topic.topicId}`));
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  return page.getByRole('alertdialog', { name: 'Hapus Subtopik?' });
}

describe('deleting content that is in use', () => {
  it('shows where a subtopic is used before the admin confirms, and the delete cannot be confirmed', async () => {
    const name = `Dipakai ${suffix}`;
    const made = await subtopicWithProblems(name, 5);
    const assignmentId = await assignmentOf(`XII IPA ${suffix}`, 'Latihan Bab 2', made.problems.map((problem) => problem.id));

    const { context, page } = await newPage(browser);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    const dialog = await openDelete(page, made, name);
    await dialog.getByText('Dipakai di:').waitFor();
    const places = dialog.getByRole('list', { name: 'Dipakai di:' }).getByRole('listitem');
    expect(await places.allInnerTexts()).toEqual([`Tugas "Latihan Bab 2" di kelas "XII IPA ${suffix}" (guru ${teacher.email}): 5 dari 5 soalnya`]);
    expect(await dialog.getByRole('button', { name: 'Hapus' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the delete confirmation of a subtopic an assignment uses');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await problemsOf(assignmentId)).toBe(5);
    await context.close();
  });

  it('shows the usage when an assignment appeared while the confirmation was open, and keeps the assignment', async () => {
    const name = `Baru Dipakai ${suffix}`;
    const made = await subtopicWithProblems(name, 2);
    const { context, page, expectBrowserError } = await newPage(browser);
    expectBrowserError(/409/);
    await logInThroughForm(page, inject('adminEmail'), inject('adminPassword'));
    const dialog = await openDelete(page, made, name);
    await dialog.getByText(/juga menghapus 2 soal/).waitFor();
    expect(await dialog.getByText('Dipakai di:').count()).toBe(0);

    const assignmentId = await assignmentOf(`X IPS ${suffix}`, 'PR Kilat', [made.problems[0]!.id]);
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await page.getByText(/Gagal menghapus! Masih dipakai/).first().waitFor();
    const places = dialog.getByRole('list', { name: 'Dipakai di:' }).getByRole('listitem');
    expect(await places.allInnerTexts()).toEqual([`Tugas "PR Kilat" di kelas "X IPS ${suffix}" (guru ${teacher.email}): 1 dari 1 soalnya`]);
    expect(await dialog.getByRole('button', { name: 'Hapus' }).isDisabled()).toBe(true);
    expect(await problemsOf(assignmentId)).toBe(1);
    await context.close();
  });
});
