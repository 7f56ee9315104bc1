import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';
import { promisesTracked } from '../../test/promise-tracking';

// better-auth keeps each call's context in AsyncLocalStorage. In Node 20 that hooked every promise
// of the process after the first sign-in, and the app released its storages by hand (decision 025,
// superseded by 039): on Node 24 it needs nothing of ours.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-ins through better-auth', () => {
  it('leave the process\'s promises untracked once answered, and the session made works', async () => {
    const learner = await t.createSignedInUser();
    expect(await promisesTracked()).toBe(false);
    const me = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ id: learner.id }) });
  });

  it('twenty sign-ins, /me calls and sign-outs at once all work, each with its own context', async () => {
    const password = 'lingkaran-dalam-9';
    const emails = Array.from({ length: 20 }, (_, i) => `serentak${i}@contoh.id`);
    await Promise.all(emails.map((email) => createUserWithPassword(t.db, { email, password })));
    const signIns = await Promise.all(emails.map((email) => t.request('POST', '/math/api/auth/sign-in/email', { body: { email, password } })));
    expect(signIns.map((response) => response.status)).toEqual(emails.map(() => 200));
    const cookies = signIns.map(cookieFrom);
    const users = await Promise.all(cookies.map(async (cookie) => ((await (await t.request('GET', '/math/api/me', { cookie })).json()) as { user: { email: string } }).user.email));
    expect(users).toEqual(emails);
    const signOuts = await Promise.all(cookies.map((cookie) => t.request('POST', '/math/api/auth/sign-out', { cookie, body: {} })));
    expect(signOuts.map((response) => response.status)).toEqual(emails.map(() => 200));
    expect(await promisesTracked()).toBe(false);
  });
});
