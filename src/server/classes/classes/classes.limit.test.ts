import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClassCode } from '../../../core/class-code';
import { CLASSES_PER_TEACHER_MAX } from '../../../core/classes';
import { classes, idempotencyKeys } from '../../db/schema';
import { createClass } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A teacher's earlier classes, written directly (archived ones count too).
const ownClasses = (ownerId: string, count: number) =>
  t.db.insert(classes).values(Array.from({ length: count }, (_, index) => ({ ownerId, name: `Kelas ${index + 1}`, joinCode: generateClassCode(), archivedAt: index % 2 === 0 ? new Date() : null })));
const classesOf = async (ownerId: string) => (await t.db.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, ownerId))).length;
const postClass = (cookie: string, headers: Record<string, string> = {}) => t.request('POST', `${API}/classes`, { cookie, headers, body: { name: 'Satu lagi' } });

describe('classes one teacher may have', () => {
  it('refuses the one past the cap, archived classes counted, with or without an Idempotency-Key, and writes nothing', async () => {
    const teacher = await t.createSignedInUser('teacher');
    await createClass(t, teacher.cookie);
    await ownClasses(teacher.id, CLASSES_PER_TEACHER_MAX - 1);
    const key = randomUUID();
    for (const headers of [{}, { 'Idempotency-Key': key }] as Record<string, string>[]) {
      const refused = await postClass(teacher.cookie, headers);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'classes.limit_reached', message: 'Anda sudah punya 100 kelas (termasuk yang diarsipkan), batas untuk satu guru.' } });
    }
    expect(await classesOf(teacher.id)).toBe(CLASSES_PER_TEACHER_MAX);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const other = await t.createSignedInUser('teacher');
    expect((await postClass(other.cookie)).status).toBe(201);
  });

  it('lets through only as many as fit when creates arrive at once', async () => {
    const teacher = await t.createSignedInUser('teacher');
    await ownClasses(teacher.id, CLASSES_PER_TEACHER_MAX - 2);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => postClass(teacher.cookie, { 'Idempotency-Key': randomUUID() })))).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await classesOf(teacher.id)).toBe(CLASSES_PER_TEACHER_MAX);
  });
});
