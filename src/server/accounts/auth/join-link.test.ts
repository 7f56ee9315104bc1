import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createClass } from '../../test/classes';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app';

// Issue 51, point 2: a class's join link followed before signing up survives the sign-up, the
// verification mail (opened here or on another device) and the sign-in.

let t: TestApp;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  const teacher = await t.createSignedInUser('teacher', 'Bu Sari');
  code = (await createClass(t, teacher.cookie)).code;
});
afterAll(() => t.close());

let counter = 0;
async function signUp(callbackURL?: string) {
  const email = `gabung${++counter}@contoh.id`;
  const response = await t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password: 'segitiga-siku-7', name: 'Siswa Baru', callbackURL } });
  return { email, response };
}

async function linksMailedTo(email: string): Promise<URL[]> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return mails.map((mail) => new URL(mail.textBody.match(/https?:\/\/\S+/)![0]));
}

const open = (link: URL, cookie?: string) => t.request('GET', `${link.pathname}${link.search}`, { cookie });

describe('a join link followed before signing up', () => {
  it('goes into the verification link as the class code, and back to the verified page from the browser that signed up', async () => {
    const { email, response } = await signUp(`/math/kelas/gabung/${code}`);
    expect(response.status).toBe(200);
    const [link] = await linksMailedTo(email);
    expect(link!.searchParams.get('kelas')).toBe(code);
    const opened = await open(link!, cookieFrom(response));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/math/email-terverifikasi?kelas=${code}`);
  });

  it('opened on another device, leads to the set-password page with the class code', async () => {
    const { email } = await signUp(`/math/kelas/gabung/${code.toLowerCase()}`);
    const [link] = await linksMailedTo(email);
    const opened = await open(link!);
    const location = new URL(opened.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/math/atur-password');
    expect(location.searchParams.get('dari')).toBe('verifikasi');
    expect(location.searchParams.get('kelas')).toBe(code);
  });

  it('is kept by a verification mail asked for again', async () => {
    const { email } = await signUp(`/math/kelas/gabung/${code}`);
    const resent = await t.request('POST', '/math/api/auth/send-verification-email', { body: { email, callbackURL: `/math/kelas/gabung/${code}` } });
    expect(resent.status).toBe(200);
    const links = await linksMailedTo(email);
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.searchParams.get('kelas'))).toEqual([code, code]);
  });

  it('a used or broken link still says which class, so its login leads back there', async () => {
    const { email, response } = await signUp(`/math/kelas/gabung/${code}`);
    const [link] = await linksMailedTo(email);
    await open(link!, cookieFrom(response));
    expect((await open(link!, cookieFrom(response))).headers.get('location')).toBe(`/math/email-terverifikasi?error=INVALID_TOKEN&kelas=${code}`);
  });
});

describe('an address that already has an account', () => {
  it('gets the "account exists" mail with a login link back to the class, and a set-password link that keeps it', async () => {
    const learner = await t.createSignedInUser('basic', 'Sudah Punya');
    const again = await t.request('POST', '/math/api/auth/sign-up/email', {
      body: { email: learner.email, password: 'segitiga-siku-7', name: 'Sudah Punya', callbackURL: `/math/kelas/gabung/${code}` },
    });
    expect(again.status).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, learner.email));
    expect(mail!.textBody).toContain(`/math/login?next=%2Fkelas%2Fgabung%2F${code}\n`);
    expect(mail!.textBody).toMatch(new RegExp(`/math/atur-password\\?token=[\\w-]+&kelas=${code}\\n`));
  });
});

describe('nothing but a class code travels', () => {
  it('a join code header sent by a client is dropped', async () => {
    const learner = await t.createSignedInUser('basic', 'Sudah Punya');
    await t.request('POST', '/math/api/auth/sign-up/email', {
      body: { email: learner.email, password: 'segitiga-siku-7', name: 'Sudah Punya', callbackURL: '/math/' },
      headers: { 'x-lsm-join-code': code },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, learner.email));
    expect(mail!.textBody).not.toContain('kelas');
  });

  it('a sign-up from any other page mails a link without a class', async () => {
    const { email } = await signUp('/math/latsol');
    const [link] = await linksMailedTo(email);
    expect(link!.searchParams.has('kelas')).toBe(false);
  });

  it('a callbackURL outside /math/ is refused', async () => {
    const { response } = await signUp('https://jahat.example/kelas/gabung/K7MX2QA');
    expect(response.status).toBe(400);
  });

  it.each(['https://jahat.example', '/math/../admin', 'K7MX2QA/../../x', ''])('a link whose kelas was changed to %j lands on the plain verified page', async (kelas) => {
    const { email, response } = await signUp(`/math/kelas/gabung/${code}`);
    const [link] = await linksMailedTo(email);
    link!.searchParams.set('kelas', kelas);
    expect((await open(link!, cookieFrom(response))).headers.get('location')).toBe('/math/email-terverifikasi');
  });
});
