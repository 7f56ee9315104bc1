import type { Page } from 'playwright-core';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createUserWithPassword } from '../../src/server/db/factories';
import { uniqueEmail } from './api';
import { appUrl } from './browser';

/** Signs in on the login form; `url`: the address of a path on the server (the suite's, or a file's own server). */
export async function logInThroughForm(page: Page, email: string, password: string, url: (path: string) => string = appUrl) {
  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.getByText('Login berhasil!').waitFor();
}

// A verified learner made through the factories, then signed in the way a person would.
export async function logInAsNewLearner(page: Page, database: DatabaseHandle, prefix = 'pelajar') {
  const email = uniqueEmail(prefix);
  const password = 'latihan-setiap-hari-1';
  const user = await createUserWithPassword(database.db, { email, password });
  await logInThroughForm(page, email, password);
  return user;
}
