import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createClass, getJson, joinClass } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NAME_CHANGES_PER_USER } from './me.routes';

// Issue 51, point 1: 'Nama lengkap' at sign-up, changed on the Akun page, shown to learners as
// their teacher's name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const signUp = (name: unknown) => {
  const email = `nama${++counter}@contoh.id`;
  const body = name === undefined ? { email, password: 'segitiga-siku-7' } : { email, password: 'segitiga-siku-7', name };
  return { email, response: t.request('POST', '/math/api/auth/sign-up/email', { body }) };
};
const storedName = async (email: string) => (await t.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name;
const putName = (cookie: string, name: unknown) => t.request('PUT', '/math/api/me/name', { cookie, body: { name } });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('sign-up asks for the full name', () => {
  it('stores the name cleaned: trimmed, single-spaced, without invisible characters', async () => {
    const { email, response } = signUp('  Siti\u200B   Aminah\u202E \n');
    expect((await response).status).toBe(200);
    expect(await storedName(email)).toBe('Siti Aminah');
  });

  it('keeps names in any script, and HTML as the text it is', async () => {
    for (const name of ['محمد علي', '李明', "Nur'aini Siregar-Putri", '<b>Budi</b>']) {
      const { email, response } = signUp(name);
      expect((await response).status).toBe(200);
      expect(await storedName(email)).toBe(name);
    }
  });

  it.each([
    ['only spaces', '     ', 'auth.name_required'],
    ['one letter', 'A', 'auth.name_too_short'],
    ['500 characters', 'x'.repeat(500), 'auth.name_too_long'],
    ['an emoji', 'Budi 😀', 'auth.name_with_emoji'],
    ['control characters only', '\u0007\u0008\u001B', 'auth.name_required'],
  ])('refuses %s with 400 and a code naming the problem, creating no account', async (_label, name, code) => {
    const { email, response } = signUp(name);
    const answer = await response;
    expect(answer.status).toBe(400);
    expect(await errorCode(answer)).toBe(code);
    expect(await storedName(email)).toBeUndefined();
  });

  it('refuses a sign-up without the field', async () => {
    const answer = await signUp(undefined).response;
    expect(answer.status).toBe(400);
    expect(await errorCode(answer)).toBe('request.validation_failed');
  });
});

describe('the Akun page changes the name', () => {
  it('saves the cleaned name and /me shows it on the next request, the session being held meanwhile', async () => {
    const learner = await t.createSignedInUser('basic', '');
    expect((await getJson(t, learner.cookie, '/me')).body.user).toMatchObject({ name: '' });
    const changed = await putName(learner.cookie, '  Rina   Kartika ');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ name: 'Rina Kartika' });
    expect((await getJson(t, learner.cookie, '/me')).body.user).toMatchObject({ name: 'Rina Kartika', email: learner.email });
  });

  it('refuses a bad name with the sign-up’s codes and keeps the old one', async () => {
    const learner = await t.createSignedInUser('basic', 'Nama Lama');
    for (const [name, code] of [['  ', 'auth.name_required'], ['y'.repeat(500), 'auth.name_too_long'], ['Nama 🎉', 'auth.name_with_emoji']] as const) {
      const refused = await putName(learner.cookie, name);
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe(code);
    }
    expect(await storedName(learner.email)).toBe('Nama Lama');
  });

  it('is for signed-in users only', async () => {
    const refused = await t.request('PUT', '/math/api/me/name', { body: { name: 'Siapa Saja' } });
    expect(refused.status).toBe(401);
  });

  it('limits changes per account, not per address', async () => {
    const learner = await t.createSignedInUser('basic', 'Awal');
    for (let i = 0; i < NAME_CHANGES_PER_USER.max; i += 1) expect((await putName(learner.cookie, `Nama Ke ${i}`)).status).toBe(200);
    const refused = await putName(learner.cookie, 'Satu Lagi');
    expect(refused.status).toBe(429);
    const classmate = await t.createSignedInUser('basic', 'Teman');
    expect((await putName(classmate.cookie, 'Teman Sekelas')).status).toBe(200);
  });
});

describe("learners see their teacher's name", () => {
  it('in the class preview and the list of their classes, as the teacher last saved it', async () => {
    const teacher = await t.createSignedInUser('teacher', '');
    const learner = await t.createSignedInUser('basic', 'Ani');
    const owned = await createClass(t, teacher.cookie);
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes[0]).toMatchObject({ teacherName: '' });
    expect((await putName(teacher.cookie, 'Bu Sari Wulandari')).status).toBe(200);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes[0]).toMatchObject({ teacherName: 'Bu Sari Wulandari' });
    expect((await getJson(t, learner.cookie, `/memberships/preview?code=${owned.code}`)).body.class).toMatchObject({ teacherName: 'Bu Sari Wulandari' });
  });
});
