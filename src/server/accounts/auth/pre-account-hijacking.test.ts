import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 49, point 1. Whatever the order of what a stranger and the owner do, the account ends up
// with no password the stranger chose: only the one the owner chose in the browser that signed
// up, or one set after opening a mailed link. Every order of five steps is tried, in groups at
// once (each order has its own address; the mail floors are waits, not work).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => t.close());

const STRANGER_PASSWORD = 'tebakan-orang-asing-1';
const OWNER_PASSWORD = 'milik-pemilik-asli-2';
const OWNER_NEW_PASSWORD = 'milik-pemilik-baru-3';

/** A browser: the cookies it was given, sent back on every request. */
class Browser {
  private readonly cookies = new Map<string, string>();
  async send(method: string, url: string, body?: unknown): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.request(method, url, { body, cookie: cookie || undefined });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

const signUp = (browser: Browser, email: string, password: string) => browser.send('POST', '/math/api/auth/sign-up/email', { email, password, name: 'Siswa Baru' });

async function linksIn(email: string): Promise<string[]> {
  const mails = await t.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
  return mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+token=\S+/g) ?? []);
}

/** The owner opens the newest link in their inbox and does what the page asks: choose a password. */
async function ownerOpensNewestLink(owner: Browser, email: string, password: string): Promise<boolean> {
  const newest = (await linksIn(email)).at(-1);
  if (!newest) return false;
  const link = new URL(newest);
  let token = link.searchParams.get('token')!;
  if (link.pathname.endsWith('/verify-email')) {
    const opened = await owner.send('GET', `${link.pathname}${link.search}`);
    const landing = new URL(opened.headers.get('location')!, link.origin);
    if (landing.pathname === '/math/email-terverifikasi') return !landing.searchParams.has('error');
    expect(landing.pathname).toBe('/math/atur-password');
    token = landing.searchParams.get('token')!;
  }
  return (await owner.send('POST', '/math/api/auth/set-password', { token, newPassword: password })).status === 200;
}

async function signInStatus(email: string, password: string): Promise<number> {
  const response = await t.request('POST', '/math/api/auth/sign-in/email', { body: { email, password } });
  if (response.status === 200) expect(response.headers.getSetCookie().join()).toContain('session_token=');
  return response.status;
}

type Step = 'stranger signs up' | 'stranger asks for the verification mail twice' | 'owner signs up' | 'owner opens the newest link' | 'owner asks for a new password';

const STEPS: Step[] = ['stranger signs up', 'stranger asks for the verification mail twice', 'owner signs up', 'owner opens the newest link', 'owner asks for a new password'];

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

async function run(order: Step[], email: string) {
  const stranger = new Browser();
  const owner = new Browser();
  for (const step of order) {
    if (step === 'stranger signs up') await signUp(stranger, email, STRANGER_PASSWORD);
    if (step === 'stranger asks for the verification mail twice') {
      for (let i = 0; i < 2; i += 1) await stranger.send('POST', '/math/api/auth/send-verification-email', { email });
    }
    if (step === 'owner signs up') await signUp(owner, email, OWNER_PASSWORD);
    if (step === 'owner opens the newest link') await ownerOpensNewestLink(owner, email, OWNER_PASSWORD);
    if (step === 'owner asks for a new password') {
      await owner.send('POST', '/math/api/auth/request-password-reset', { email });
      await ownerOpensNewestLink(owner, email, OWNER_PASSWORD);
    }
    // The steps that can verify the account; the end is checked below.
    if (step.startsWith('owner opens') || step.startsWith('owner asks')) {
      expect(await signInStatus(email, STRANGER_PASSWORD), `stranger after "${step}" in ${order.join(' > ')}`).not.toBe(200);
    }
  }
  return owner;
}

async function checkOrder(order: Step[], email: string) {
  const owner = await run(order, email);
  const [account] = await t.db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
  const context = order.join(' > ');
  expect(await signInStatus(email, STRANGER_PASSWORD), `stranger at the end of ${context}`).not.toBe(200);
  // Verified only by the owner's hand, so with the owner's password.
  if (account?.emailVerified) {
    expect(await signInStatus(email, OWNER_PASSWORD), `owner at the end of ${context}`).toBe(200);
    return;
  }
  // Not yet: the owner asks now and finds a working link in their inbox, sent now or, when the
  // mail limit refused it, by an earlier ask.
  if (account) await owner.send('POST', '/math/api/auth/request-password-reset', { email });
  else await signUp(owner, email, OWNER_PASSWORD);
  expect(await ownerOpensNewestLink(owner, email, OWNER_NEW_PASSWORD), `owner's recovery after ${context}`).toBe(true);
  // The link asked for a new password, or verified in the owner's own browser the one they signed up with.
  const statuses = [await signInStatus(email, OWNER_NEW_PASSWORD), await signInStatus(email, OWNER_PASSWORD)];
  expect(statuses, `owner after recovering from ${context}`).toContain(200);
  expect(await signInStatus(email, STRANGER_PASSWORD), `stranger after the owner recovered from ${context}`).not.toBe(200);
}

describe('every order of sign-up, resend, owner sign-up, opening a link and a reset', () => {
  const orders = permutations(STEPS);
  const GROUP = 24;
  const groups = Array.from({ length: orders.length / GROUP }, (_, index) => index);

  it('tries all 120 orders', () => {
    expect(orders).toHaveLength(120);
    expect(new Set(orders.map((order) => order.join()))).toHaveProperty('size', 120);
  });

  it.each(groups)('orders %i: the stranger never signs in, and the owner can always take the account', async (group) => {
    const mine = orders.slice(group * GROUP, (group + 1) * GROUP);
    await Promise.all(mine.map((order, index) => checkOrder(order, `urutan-${group}-${index}@contoh.id`)));
  }, 120_000);
});
