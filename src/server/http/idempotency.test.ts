import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEYS_STORED_PER_USER } from '../../core/idempotency';
import { REPORT_TYPES } from '../../core/reports';
import { THEORY_CATEGORY_NAME } from '../../core/theories';
import { createCategory, createProblem, createPublishedPath, createSubtopic, createTopic } from '../db/factories';
import { idempotencyKeys, problemReports, theories } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
  otherAdmin = (await t.createSignedInUser('admin')).cookie;
  const category = await createCategory(t.db, { name: THEORY_CATEGORY_NAME });
  topicId = (await createTopic(t.db, { categoryId: category.id, name: 'Aljabar' })).id;
});
afterAll(() => t.close());

async function addTheory(subtopicId: string, content: string, key?: string, cookie = admin) {
  const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
  const response = await t.request('POST', '/math/api/admin/theories', { cookie, headers, body: { subtopicId, content } });
  return { status: response.status, body: await response.json() };
}

async function theoriesIn(subtopicInternalId: number) {
  return t.db.select({ theoryId: theories.theoryId }).from(theories).where(eq(theories.subtopicId, subtopicInternalId));
}

describe('a create sent with an Idempotency-Key', () => {
  it('sent twice makes one row and answers the repeat with the first response', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Dua kali' });
    const key = randomUUID();
    const first = await addTheory(subtopic.subtopicId, 'Rumus', key);
    const second = await addTheory(subtopic.subtopicId, 'Rumus', key);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await theoriesIn(subtopic.id)).toEqual([{ theoryId: first.body.theory.theoryId }]);
  });

  it('sent twice at once makes one row, and both answers name it', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Serentak' });
    const key = randomUUID();
    const answers = await Promise.all([addTheory(subtopic.subtopicId, 'Rumus', key), addTheory(subtopic.subtopicId, 'Rumus', key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]).toEqual(answers[0]);
    expect(await theoriesIn(subtopic.id)).toHaveLength(1);
  });

  it('reused with a different body is refused with 422 and creates nothing', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Beda isi' });
    const key = randomUUID();
    await addTheory(subtopic.subtopicId, 'Rumus', key);
    const reused = await addTheory(subtopic.subtopicId, 'Rumus lain', key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: expect.objectContaining({ code: 'request.idempotency_key_reused' }) });
    expect(await theoriesIn(subtopic.id)).toHaveLength(1);
  });

  it('reused on another endpoint is refused with 422', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Beda alamat' });
    const key = randomUUID();
    const created = await addTheory(subtopic.subtopicId, 'Rumus', key);
    const duplicate = await t.request('POST', `/math/api/admin/theories/${created.body.theory.theoryId}/duplicate`, {
      cookie: admin,
      headers: { 'idempotency-key': key },
    });
    expect(duplicate.status).toBe(422);
    expect(await theoriesIn(subtopic.id)).toHaveLength(1);
  });

  it('is per user: another user with the same key makes their own row', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Per pengguna' });
    const key = randomUUID();
    const mine = await addTheory(subtopic.subtopicId, 'Rumus', key);
    const theirs = await addTheory(subtopic.subtopicId, 'Rumus', key, otherAdmin);
    expect(theirs.status).toBe(201);
    expect(theirs.body.theory.theoryId).not.toBe(mine.body.theory.theoryId);
    expect(await theoriesIn(subtopic.id)).toHaveLength(2);
  });

  it('sent without the header still creates, once per request', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Tanpa kunci' });
    expect((await addTheory(subtopic.subtopicId, 'Rumus')).status).toBe(201);
    expect((await addTheory(subtopic.subtopicId, 'Rumus')).status).toBe(201);
    expect(await theoriesIn(subtopic.id)).toHaveLength(2);
  });

  it('that failed is not remembered: the retry runs again', async () => {
    const key = randomUUID();
    expect((await addTheory('SU-AAAAAAAA', 'Rumus', key)).status).toBe(404);
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Setelah gagal' });
    expect((await addTheory(subtopic.subtopicId, 'Rumus', randomUUID())).status).toBe(201);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toBeUndefined();
  });

  it('expires after a day: an old key is swept and may be used again', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Kedaluwarsa' });
    const key = randomUUID();
    await addTheory(subtopic.subtopicId, 'Rumus', key);
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(idempotencyKeys.key, key));
    expect((await addTheory(subtopic.subtopicId, 'Rumus lain', key)).status).toBe(201);
    expect(await theoriesIn(subtopic.id)).toHaveLength(2);
  });

  it('that is not a short printable token is refused with 400', async () => {
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Kunci buruk' });
    expect((await addTheory(subtopic.subtopicId, 'Rumus', 'x'.repeat(256))).status).toBe(400);
    expect(await theoriesIn(subtopic.id)).toHaveLength(0);
  });
});

describe("the keys one user can make the server keep", () => {
  // The keys a script on one learner's account could have made today, written directly.
  const fillKeys = (userId: string, count: number, createdAt = new Date()) =>
    t.db.insert(idempotencyKeys).values(Array.from({ length: count }, () => ({ userId, key: randomUUID(), endpoint: 'POST /x', requestHash: 'h', status: 201, response: {}, createdAt })));
  const keysOf = async (userId: string) => (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId))).length;

  it("past the day's cap, a request with a new key is still done (the learner's report is kept) but its key is not stored", async () => {
    const learner = await t.createSignedInUser();
    const problem = await createProblem(t.db, { subtopicId: (await createPublishedPath(t.db)).subtopic.id, type: 'input', questionText: 'Q', answer: '1' });
    const report = (reportType: (typeof REPORT_TYPES)[number], key: string) =>
      t.request('POST', `/math/api/problems/${problem.problemId}/reports`, { cookie: learner.cookie, headers: { 'idempotency-key': key }, body: { reportType, reportContent: 'Kalimat soal ambigu sekali.' } });
    const keptKey = randomUUID();
    const kept = await report(REPORT_TYPES[0], keptKey);
    expect(kept.status).toBe(201);
    await fillKeys(learner.id, IDEMPOTENCY_KEYS_STORED_PER_USER - 1);
    expect(await keysOf(learner.id)).toBe(IDEMPOTENCY_KEYS_STORED_PER_USER);

    const past = await report(REPORT_TYPES[1], randomUUID());
    expect(past.status).toBe(201);
    expect(await keysOf(learner.id)).toBe(IDEMPOTENCY_KEYS_STORED_PER_USER);
    const reports = await t.db.select({ reportType: problemReports.reportType }).from(problemReports).where(eq(problemReports.userId, learner.id));
    expect(reports.map((row) => row.reportType).sort()).toEqual([REPORT_TYPES[0], REPORT_TYPES[1]].sort());
    // A key stored before the cap still answers its repeat, with no second report.
    const repeat = await report(REPORT_TYPES[0], keptKey);
    expect(await repeat.json()).toEqual(await kept.json());
    expect(await t.db.select().from(problemReports).where(eq(problemReports.userId, learner.id))).toHaveLength(2);
  });

  it("counts only the day's keys: once older ones expire, new keys are stored again", async () => {
    const learner = await t.createSignedInUser('admin');
    await fillKeys(learner.id, IDEMPOTENCY_KEYS_STORED_PER_USER, new Date(Date.now() - 25 * 3600 * 1000));
    const subtopic = await createSubtopic(t.db, { topicId, name: 'Setelah sehari' });
    const key = randomUUID();
    expect((await addTheory(subtopic.subtopicId, 'Rumus', key, learner.cookie)).status).toBe(201);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
  });
});
