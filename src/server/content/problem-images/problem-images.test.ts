import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createSignedInUser('admin')).cookie;
});
afterAll(() => t.close());

function formWith(bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

const png = () => sharp({ create: { width: 30, height: 20, channels: 4, background: '#ff0000' } }).png().toBuffer();
const jpeg = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#00ff00' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'rahasia' } } })
    .jpeg()
    .toBuffer();

describe('uploading problem images', () => {
  it.each([
    ['a PNG', png, 'gambar.png', 'image/png', 'png'],
    ['a JPEG', jpeg, 'foto.jpg', 'image/jpeg', 'jpg'],
  ])('stores %s as a row and a file and gives the embed code', async (_label, make, fileName, type, extension) => {
    const response = await t.upload('/math/api/admin/images', formWith(await make(), fileName, type), { cookie: admin });
    expect(response.status).toBe(201);
    const { image } = await response.json();
    expect(image.imageId).toMatch(/^IM-[A-Z0-9]{8}$/);
    expect(image.url).toBe(`/math/api/images/${image.imageId}.${extension}`);
    expect(image.embedHtml).toBe(`<img src="${image.url}" alt="" width="200">`);

    const [row] = await t.db.select().from(problemImages).where(eq(problemImages.imageId, image.imageId));
    expect(row?.imageUrl).toBe(image.url);
    const stored = path.join(t.dataDir, 'uploads', 'images', `${image.imageId}.${extension}`);
    expect(fs.existsSync(stored)).toBe(true);
    expect((await sharp(fs.readFileSync(stored)).metadata()).exif).toBeUndefined();

    const served = await t.request('GET', image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(30);
  });

  it('refuses a PDF with 415 and stores nothing', async () => {
    const before = await t.db.select().from(problemImages);
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const response = await t.upload('/math/api/admin/images', formWith(pdf, 'soal.png', 'image/png'), { cookie: admin });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('image.unsupported_type');
    expect(await t.db.select().from(problemImages)).toHaveLength(before.length);
  });

  it('refuses a request without a file', async () => {
    const response = await t.request('POST', '/math/api/admin/images', { cookie: admin, body: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('image.file_required');
  });

  it('answers 401 to a guest and 403 to a learner', async () => {
    const learner = await t.createSignedInUser('basic');
    const form = () => formWith(new Uint8Array([1]), 'x.png', 'image/png');
    expect((await t.upload('/math/api/admin/images', form())).status).toBe(401);
    expect((await t.upload('/math/api/admin/images', form(), { cookie: learner.cookie })).status).toBe(403);
  });
});

describe('serving problem images', () => {
  it.each(['IM-ZZZZZZZZ.png', 'IM-ZZZZZZZZ.gif', 'im-zzzzzzzz.png', 'IM-ZZZZZZZZ', '..%2Fquestions%2Fx.jpg'])(
    'answers 404 for %s',
    async (fileName) => {
      const response = await t.request('GET', `/math/api/images/${fileName}`);
      expect(response.status).toBe(404);
    },
  );

  it('is allowed by the page security policy as same-origin', async () => {
    const response = await t.request('GET', '/math/api/health');
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});
