import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, password: string) => t.request('POST', '/math/api/auth/sign-up/email', { body: { email, password, name: 'Siswa Baru' } });

// A JSON body's keys and value types, ids and dates aside: what tells one answer from another.
function shapeOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return typeof body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, shapeOf(value)]));
}

describe('mail to one address', () => {
  it('sends one address at most 3 verification and "account exists" mails together, however many people ask, and answers every ask alike', async () => {
    const sendVerification = (email: string) => t.request('POST', '/math/api/auth/send-verification-email', { body: { email } });
    // Sign-up mails the new address once; then anyone asks again, both ways, from 11 addresses.
    expect((await signUp('eko@contoh.id', 'tabung-silinder-8')).status).toBe(200);
    const answers: Array<{ status: number; body: unknown }> = [];
    for (let i = 0; i < 11; i += 1) {
      const response = i % 2 === 0 ? await sendVerification('eko@contoh.id') : await signUp('eko@contoh.id', `percobaan-ke-${i}-x`);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'eko@contoh.id'))).toHaveLength(3);
    // A refused ask reads like an accepted one, and like one for an address without an account.
    const kinds = (step: number) => answers.filter((_, i) => i % 2 === step);
    for (const group of [kinds(0), kinds(1)]) expect(new Set(group.map((answer) => JSON.stringify({ ...answer, body: shapeOf(answer.body) })))).toHaveProperty('size', 1);
    const unknown = await sendVerification('tidak-ada@contoh.id');
    expect({ status: unknown.status, body: await unknown.json() }).toEqual(kinds(0)[0]);
  });

});
