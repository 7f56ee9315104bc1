import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../db/factories';
import { cookieFrom, createTestApp, type TestApp } from '../test/test-app';
import { betterAuthContexts } from './async-context';

// Decision 025: better-auth's AsyncLocalStorage instances are disabled whenever no call into it runs.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Node keeps whether an AsyncLocalStorage hooks the process's promises in this field.
const enabled = () => betterAuthContexts().filter((storage) => (storage as unknown as { enabled: boolean }).enabled);

describe("better-auth's request contexts", () => {
  it('are released once a sign-in has answered, and the session it made works', async () => {
    const learner = await t.createSignedInUser();
    expect(betterAuthContexts().length).toBeGreaterThan(0);
    expect(enabled()).toEqual([]);
    const me = await t.request('GET', '/math/api/me', { cookie: learner.cookie });
    expect(await me.json()).toEqual({ user: expect.objectContaining({ id: learner.id }) });
  });

  it('stay in place for calls still running while others answer: twenty sign-ins and sign-outs at once all work', async () => {
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
    expect(enabled()).toEqual([]);
  });
});
