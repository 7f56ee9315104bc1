import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMembers, classRemovals } from '../../db/schema';
import { createClass, getJson, joinClass } from '../../test/classes';
import { createTestApp, type TestApp } from '../../test/test-app';

const API = '/math/api';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REMOVED = { error: { code: 'classes.removed', message: 'Anda telah dikeluarkan dari kelas ini oleh guru. Minta guru Anda untuk menambahkan Anda kembali.' } };

const removeMember = (cookie: string, classId: string, userId: string) => t.request('DELETE', `${API}/classes/${classId}/members/${userId}`, { cookie });
const addBack = (cookie: string, classId: string, userId: string) => t.request('PUT', `${API}/classes/${classId}/members/${userId}`, { cookie });
const rotate = async (cookie: string, classId: string) => (await (await t.request('POST', `${API}/classes/${classId}/code`, { cookie })).json()).class as { code: string };

const isMember = async (classId: string, userId: string) =>
  (await t.db.select().from(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))).length === 1;
const removalsOf = (classId: string) => t.db.select({ userId: classRemovals.userId }).from(classRemovals).where(eq(classRemovals.classId, classId));

// A teacher's class with one learner in it, whom the teacher then removes.
async function removedLearner() {
  const teacher = await t.createSignedInUser('teacher', 'Bu Sari');
  const owned = await createClass(t, teacher.cookie);
  const learner = await t.createSignedInUser('basic', 'Budi Santoso');
  await joinClass(t, learner.cookie, owned.code);
  expect((await removeMember(teacher.cookie, owned.id, learner.id)).status).toBe(204);
  return { teacher, owned, learner };
}

describe('a learner the teacher removed', () => {
  it('cannot join again with the same code, and is told why', async () => {
    const { owned, learner } = await removedLearner();
    for (const typed of [owned.code, owned.code.toLowerCase()]) {
      const refused = await joinClass(t, learner.cookie, typed);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(REMOVED);
    }
    expect(await isMember(owned.id, learner.id)).toBe(false);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toEqual([]);
  });

  it("is listed on the teacher's class page as removed, and no longer as a member", async () => {
    const { teacher, owned, learner } = await removedLearner();
    const page = (await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body;
    expect(page.members).toEqual([]);
    expect(page.removed).toEqual([{ userId: learner.id, name: 'Budi Santoso', email: learner.email, removedAt: expect.any(String) }]);
  });

  it('is back in the class once the teacher adds them back, and may leave and join again', async () => {
    const { teacher, owned, learner } = await removedLearner();
    expect((await addBack(teacher.cookie, owned.id, learner.id)).status).toBe(204);
    expect(await isMember(owned.id, learner.id)).toBe(true);
    expect((await getJson(t, learner.cookie, '/memberships')).body.classes).toEqual([expect.objectContaining({ id: owned.id })]);
    const page = (await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body;
    expect(page.members.map((member: { userId: string }) => member.userId)).toEqual([learner.id]);
    expect(page.removed).toEqual([]);
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
    expect((await t.request('DELETE', `${API}/memberships/${owned.id}`, { cookie: learner.cookie })).status).toBe(204);
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(200);
  });

  it('may join with the new code once the teacher renews it, as may every other removed learner', async () => {
    const { teacher, owned, learner } = await removedLearner();
    const second = await t.createSignedInUser();
    await joinClass(t, second.cookie, owned.code);
    await removeMember(teacher.cookie, owned.id, second.id);
    expect(await removalsOf(owned.id)).toHaveLength(2);
    const renewed = await rotate(teacher.cookie, owned.id);
    expect(await removalsOf(owned.id)).toEqual([]);
    expect((await getJson(t, teacher.cookie, `/classes/${owned.id}`)).body.removed).toEqual([]);
    for (const cookie of [learner.cookie, second.cookie]) expect((await joinClass(t, cookie, renewed.code)).status).toBe(200);
    expect(await isMember(owned.id, learner.id)).toBe(true);
  });

  it('removed again after the new code, cannot join with it either', async () => {
    const { teacher, owned, learner } = await removedLearner();
    const renewed = await rotate(teacher.cookie, owned.id);
    await joinClass(t, learner.cookie, renewed.code);
    expect((await removeMember(teacher.cookie, owned.id, learner.id)).status).toBe(204);
    expect((await joinClass(t, learner.cookie, renewed.code)).status).toBe(403);
  });

  it('another teacher cannot add them back into a class that is not theirs', async () => {
    const { owned, learner } = await removedLearner();
    const other = await t.createSignedInUser('teacher');
    const refused = await addBack(other.cookie, owned.id, learner.id);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe('classes.not_found');
    expect(await isMember(owned.id, learner.id)).toBe(false);
    expect(await removalsOf(owned.id)).toEqual([{ userId: learner.id }]);
    expect((await joinClass(t, learner.cookie, owned.code)).status).toBe(403);
  });

  it('a teacher can add back only a learner they removed: not one who left, nor anyone else', async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const leaver = await t.createSignedInUser();
    await joinClass(t, leaver.cookie, owned.code);
    await t.request('DELETE', `${API}/memberships/${owned.id}`, { cookie: leaver.cookie });
    const stranger = await t.createSignedInUser();
    for (const learner of [leaver, stranger]) {
      const refused = await addBack(teacher.cookie, owned.id, learner.id);
      expect(refused.status).toBe(404);
      expect((await refused.json()).error).toEqual({ code: 'classes.removal_not_found', message: 'Siswa ini tidak ada di daftar siswa yang dikeluarkan.' });
      expect(await isMember(owned.id, learner.id)).toBe(false);
    }
  });

  it('an archived class takes nobody back', async () => {
    const { teacher, owned, learner } = await removedLearner();
    await t.request('POST', `${API}/classes/${owned.id}/archive`, { cookie: teacher.cookie });
    expect((await addBack(teacher.cookie, owned.id, learner.id)).status).toBe(409);
    expect(await isMember(owned.id, learner.id)).toBe(false);
  });
});

describe('a double tap', () => {
  it("on 'Keluarkan' removes once and answers both taps alike", async () => {
    const teacher = await t.createSignedInUser('teacher');
    const owned = await createClass(t, teacher.cookie);
    const learner = await t.createSignedInUser();
    await joinClass(t, learner.cookie, owned.code);
    const taps = await Promise.all([removeMember(teacher.cookie, owned.id, learner.id), removeMember(teacher.cookie, owned.id, learner.id)]);
    expect(taps.map((tap) => tap.status)).toEqual([204, 204]);
    expect((await removeMember(teacher.cookie, owned.id, learner.id)).status).toBe(204);
    expect(await removalsOf(owned.id)).toEqual([{ userId: learner.id }]);
    expect(await isMember(owned.id, learner.id)).toBe(false);
  });

  it("on 'Tambahkan kembali' adds back once and answers both taps alike", async () => {
    const { teacher, owned, learner } = await removedLearner();
    const taps = await Promise.all([addBack(teacher.cookie, owned.id, learner.id), addBack(teacher.cookie, owned.id, learner.id)]);
    expect(taps.map((tap) => tap.status)).toEqual([204, 204]);
    expect((await addBack(teacher.cookie, owned.id, learner.id)).status).toBe(204);
    expect(await isMember(owned.id, learner.id)).toBe(true);
    expect(await removalsOf(owned.id)).toEqual([]);
  });
});

describe('a join at the moment of removal', () => {
  it('either comes first and is then removed, or is refused: the removal always stands', async () => {
    for (let round = 0; round < 5; round += 1) {
      const teacher = await t.createSignedInUser('teacher');
      const owned = await createClass(t, teacher.cookie);
      const learner = await t.createSignedInUser();
      await joinClass(t, learner.cookie, owned.code);
      const [removed, joined] = await Promise.all([removeMember(teacher.cookie, owned.id, learner.id), joinClass(t, learner.cookie, owned.code)]);
      expect(removed.status).toBe(204);
      expect([200, 403]).toContain(joined.status);
      expect(await isMember(owned.id, learner.id)).toBe(false);
      expect(await removalsOf(owned.id)).toEqual([{ userId: learner.id }]);
    }
  });
});
