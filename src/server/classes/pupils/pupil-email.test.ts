import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { mailOutbox } from '../../db/schema';
import { createClass, getJson } from '../../test/classes';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

// Issue 51.3 (decision 082): a pupil whose teacher made the account adds an email later.
const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = { userId: string; loginName: string; password: string };

async function pupil(name: string) {
  const teacher = await t.createSignedInUser('teacher');
  const owned = await createClass(t, teacher.cookie, { name: 'VIII C' });
  const made = await t.request('POST', `${API}/classes/${owned.id}/pupils`, { cookie: teacher.cookie, body: { pupils: [{ name, rollNumber: null }] } });
  const [card] = ((await made.json()) as { cards: Card[] }).cards;
  const signedIn = await t.request('POST', `${API}/auth/sign-in/email`, { body: { email: card!.loginName, password: card!.password } });
  return { card: card!, cookie: cookieFrom(signedIn) };
}

const addEmail = (cookie: string | undefined, email: string) => t.request('POST', `${API}/auth/add-email`, { cookie, body: { email } });
const lastLinkTo = async (email: string) => {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
  return mail ? new URL(mail.textBody.match(/https?:\/\/\S+/)![0]) : undefined;
};
const open = async (link: URL) => (await t.request('GET', `${link.pathname}${link.search}`)).headers.get('location');

describe('a pupil adds an email', () => {
  it('sees no placeholder address; the link mailed to the new address adds it, and both the address and the login name sign in', async () => {
    const { card, cookie } = await pupil('Nina Kurnia');
    const me = await getJson(t, cookie, '/me');
    expect(me.body.user).toMatchObject({ email: '', loginName: card.loginName, name: 'Nina Kurnia' });
    expect((await addEmail(cookie, ' Nina@Contoh.id ')).status).toBe(200);
    // Nothing is written until the mailbox answers.
    expect((await getJson(t, cookie, '/me')).body.user.email).toBe('');
    const link = (await lastLinkTo('nina@contoh.id'))!;
    expect(link.pathname).toBe('/math/api/auth/add-email');
    expect(await open(link)).toBe('/math/akun?email=ditambahkan');
    expect((await getJson(t, cookie, '/me')).body.user.email).toBe('nina@contoh.id');
    expect(await open(link)).toBe('/math/akun?email=tidak-valid');
    for (const identifier of ['nina@contoh.id', card.loginName]) {
      expect((await t.request('POST', `${API}/auth/sign-in/email`, { body: { email: identifier, password: card.password } })).status).toBe(200);
    }
    // Once added, the address is the account's: a second one is refused.
    expect((await addEmail(cookie, 'lain@contoh.id')).status).toBe(409);
  });

  it("an address that is another account's is answered alike and gets no mail; a link whose address was taken meanwhile changes nothing", async () => {
    await createUserWithPassword(t.db, { email: 'sudah@contoh.id', password: 'kuda-laut-berlari-9' });
    const { cookie } = await pupil('Oki Setiawan');
    expect((await addEmail(cookie, 'sudah@contoh.id')).status).toBe(200);
    expect(await lastLinkTo('sudah@contoh.id')).toBeUndefined();

    expect((await addEmail(cookie, 'rebutan@contoh.id')).status).toBe(200);
    const link = (await lastLinkTo('rebutan@contoh.id'))!;
    await createUserWithPassword(t.db, { email: 'rebutan@contoh.id', password: 'kuda-laut-berlari-9' });
    expect(await open(link)).toBe('/math/akun?email=terpakai');
    expect((await getJson(t, cookie, '/me')).body.user.email).toBe('');
  });

  it('a guest, a learner with an email and a bad address are refused', async () => {
    expect((await addEmail(undefined, 'x@contoh.id')).status).toBe(401);
    const learner = await t.createSignedInUser();
    expect((await addEmail(learner.cookie, 'x@contoh.id')).status).toBe(409);
    const { cookie } = await pupil('Putri Ayu');
    expect((await addEmail(cookie, 'bukan-email')).status).toBe(400);
    expect((await addEmail(cookie, 'abcd123-01@siswa.invalid')).status).toBe(400);
    expect((await t.request('GET', `${API}/auth/add-email?token=%00`)).headers.get('location')).toBe('/math/akun?email=tidak-valid');
  });
});
