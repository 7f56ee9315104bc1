import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageDeletions, userQuestions } from '../../db/schema';
import { eraseListedFiles } from '../../storage/storage-deletions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 30: Tanya Soal photos (minors' handwriting, sometimes faces) go with the account that
// uploaded them; the rows stay for the admins, as 'User Dihapus', without a photo.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createSignedInUser']>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createSignedInUser('admin');
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f0f0e6' } }).jpeg().toBuffer();
});
afterAll(() => t.close());

const fileOf = (key: string) => path.join(t.dataDir, 'uploads', key);

async function upload(cookie: string): Promise<{ userQuestionId: string; key: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'soal.jpg');
  const response = await t.upload('/math/api/questions', form, { cookie });
  expect(response.status).toBe(201);
  const { userQuestionId } = (await response.json()).question as { userQuestionId: string };
  const [row] = await t.db.select({ key: userQuestions.imageUrl }).from(userQuestions).where(eq(userQuestions.userQuestionId, userQuestionId));
  expect(fs.existsSync(fileOf(row!.key))).toBe(true);
  return { userQuestionId, key: row!.key };
}

const deleteAccount = (userId: string) => t.request('DELETE', `/math/api/admin/users/${userId}`, { cookie: admin.cookie });

async function expectPhotoGoneForAdmins(userQuestionId: string) {
  const image = await t.request('GET', `/math/api/questions/${userQuestionId}/image`, { cookie: admin.cookie });
  expect(image.status).toBe(404);
  expect(await image.json()).toEqual({ error: { code: 'questions.image_deleted', message: expect.any(String) } });
  const list = await t.request('GET', '/math/api/admin/user-questions?pageSize=200', { cookie: admin.cookie });
  const { questions } = (await list.json()) as { questions: { userQuestionId: string; reporterEmail: string | null; imageUrl: string | null }[] };
  expect(questions.find((question) => question.userQuestionId === userQuestionId)).toMatchObject({ reporterEmail: null, imageUrl: null });
}

describe("deleting a learner's account", () => {
  it('deletes their photos from storage in the same request; the questions stay, without a photo', async () => {
    const learner = await t.createSignedInUser();
    const classmate = await t.createSignedInUser();
    const uploads = [await upload(learner.cookie), await upload(learner.cookie)];
    const kept = await upload(classmate.cookie);

    const response = await deleteAccount(learner.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: learner.id, photos: { erased: 2, pending: 0 } });

    for (const { userQuestionId, key } of uploads) {
      expect(fs.existsSync(fileOf(key))).toBe(false);
      await expectPhotoGoneForAdmins(userQuestionId);
    }
    const rows = await t.db
      .select({ userId: userQuestions.userId, status: userQuestions.status })
      .from(userQuestions)
      .where(inArray(userQuestions.userQuestionId, uploads.map((entry) => entry.userQuestionId)));
    expect(rows).toEqual([
      { userId: null, status: 'pending' },
      { userId: null, status: 'pending' },
    ]);
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
    expect(fs.existsSync(fileOf(kept.key))).toBe(true);
    expect((await t.request('GET', `/math/api/questions/${kept.userQuestionId}/image`, { cookie: classmate.cookie })).status).toBe(200);
  });

  it('when storage keeps refusing, the account still goes, the photo is never served, and it is deleted once storage works again', async () => {
    const learner = await t.createSignedInUser();
    const { userQuestionId, key } = await upload(learner.cookie);
    // A disk that refuses the deletion (as root, permissions would not stop it): the file's path
    // is now a directory with something in it.
    fs.rmSync(fileOf(key));
    fs.mkdirSync(fileOf(key));
    fs.writeFileSync(path.join(fileOf(key), 'isi'), 'x');

    const response = await deleteAccount(learner.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: learner.id, photos: { erased: 0, pending: 1 } });
    expect((await t.request('GET', '/math/api/admin/users', { cookie: admin.cookie }).then((list) => list.json())).users).not.toContainEqual(
      expect.objectContaining({ id: learner.id }),
    );
    await expectPhotoGoneForAdmins(userQuestionId);
    expect(await t.db.select({ key: storageDeletions.key }).from(storageDeletions)).toEqual([{ key }]);

    // Storage is back, still holding the photo: the sweeper deletes it and takes it off the list.
    fs.rmSync(fileOf(key), { recursive: true });
    fs.writeFileSync(fileOf(key), photo);
    expect(await eraseListedFiles({ db: t.db, storage: t.services.storage, logger: pino({ level: 'silent' }) })).toEqual({ erased: 1, pending: 0 });
    expect(fs.existsSync(fileOf(key))).toBe(false);
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
  });
});
