import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem, createPublishedPath } from '../../db/factories';
import { userQuestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let photoWithGps: Buffer;

function formWith(files: { name?: string; bytes: Uint8Array; fileName: string; type: string }[]) {
  const form = new FormData();
  for (const file of files) form.append(file.name ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
  return form;
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: '300000' });
  photoWithGps = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 220, b: 255 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Kamera Rahasia', Model: 'HP Murah' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' } })
    .toBuffer();
});
afterAll(() => t.close());

describe('Tanya Soal upload', () => {
  it('stores a re-encoded photo without EXIF/GPS at questions/{id}.jpg with a pending row', async () => {
    const learner = await t.createSignedInUser();
    expect((await sharp(photoWithGps).metadata()).exif).toBeDefined();
    const response = await t.upload('/math/api/questions', formWith([{ bytes: photoWithGps, fileName: 'soal.jpg', type: 'image/jpeg' }]), { cookie: learner.cookie });
    expect(response.status).toBe(201);
    const { question } = await response.json();
    expect(question).toMatchObject({ userQuestionId: expect.stringMatching(/^UQ-[A-Z0-9]{8}$/), status: 'pending' });
    const [row] = await t.db.select().from(userQuestions).where(eq(userQuestions.userQuestionId, question.userQuestionId));
    expect(row).toMatchObject({ userId: learner.id, status: 'pending', imageUrl: `questions/${question.userQuestionId}.jpg` });
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', row!.imageUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Kamera Rahasia'))).toBe(false);
  });

  it('lists the learner’s own questions newest first, with an image link only they can open', async () => {
    const owner = await t.createSignedInUser();
    const other = await t.createSignedInUser();
    const admin = await t.createSignedInUser('admin');
    for (let i = 0; i < 2; i += 1) {
      await t.upload('/math/api/questions', formWith([{ bytes: photoWithGps, fileName: `soal-${i}.jpg`, type: 'image/jpeg' }]), { cookie: owner.cookie });
    }
    const { questions } = await (await t.request('GET', '/math/api/questions', { cookie: owner.cookie })).json();
    expect(questions).toHaveLength(2);
    expect(new Date(questions[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(questions[1].createdAt).getTime());
    expect((await (await t.request('GET', '/math/api/questions', { cookie: other.cookie })).json()).questions).toEqual([]);

    const imageUrl: string = questions[0].imageUrl;
    const ownImage = await t.request('GET', imageUrl, { cookie: owner.cookie });
    expect(ownImage.status).toBe(200);
    expect(ownImage.headers.get('content-type')).toBe('image/jpeg');
    expect(ownImage.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ownImage.headers.get('content-disposition')).toMatch(/^inline; filename="UQ-[A-Z0-9]{8}\.jpg"$/);
    expect((await t.request('GET', imageUrl, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('GET', imageUrl, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request('GET', imageUrl)).status).toBe(401);
  });

  it('shows a resolved question with its short answer and a link, and a refused one with the reason', async () => {
    const learner = await t.createSignedInUser();
    const path_ = await createPublishedPath(t.db);
    const problem = await createProblem(t.db, { subtopicId: path_.subtopic.id, type: 'input', questionText: 'Q', answer: '1' });
    for (let i = 0; i < 2; i += 1) await t.upload('/math/api/questions', formWith([{ bytes: photoWithGps, fileName: 'a.jpg', type: 'image/jpeg' }]), { cookie: learner.cookie });
    const rows = await t.db.select().from(userQuestions).where(eq(userQuestions.userId, learner.id));
    await t.db.update(userQuestions).set({ status: 'resolved', problemId: problem.id, simpleAnswer: '$x = 2$' }).where(eq(userQuestions.id, rows[0]!.id));
    await t.db.update(userQuestions).set({ status: 'not_answerable', adminReason: 'Foto buram' }).where(eq(userQuestions.id, rows[1]!.id));
    const { questions } = await (await t.request('GET', '/math/api/questions', { cookie: learner.cookie })).json();
    const resolved = questions.find((q: { status: string }) => q.status === 'resolved');
    const refused = questions.find((q: { status: string }) => q.status === 'not_answerable');
    expect(resolved.simpleAnswerHtml).toContain('katex');
    expect(resolved.problemLink).toEqual({ categoryId: path_.category.categoryId, topicId: path_.topic.topicId, subtopicId: path_.subtopic.subtopicId, problemId: problem.problemId });
    expect(refused).toMatchObject({ adminReason: 'Foto buram', problemLink: null, simpleAnswerHtml: null });
  });

  it('accepts an AVIF photo and stores it as JPEG', async () => {
    const learner = await t.createSignedInUser();
    const avif = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#88aaff' } }).avif().toBuffer();
    const response = await t.upload('/math/api/questions', formWith([{ bytes: avif, fileName: 'soal.avif', type: 'image/avif' }]), { cookie: learner.cookie });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(userQuestions).where(eq(userQuestions.userId, learner.id));
    expect(row!.imageUrl.endsWith('.jpg')).toBe(true);
  });

  it('keeps PNG screenshots as PNG', async () => {
    const learner = await t.createSignedInUser();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const response = await t.upload('/math/api/questions', formWith([{ bytes: png, fileName: 'layar.png', type: 'image/png' }]), { cookie: learner.cookie });
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(userQuestions).where(eq(userQuestions.userId, learner.id));
    expect(row!.imageUrl.endsWith('.png')).toBe(true);
  });
});

describe('Tanya Soal refuses bad uploads and stores nothing', () => {
  const cases: [string, () => Promise<FormData>, number, string][] = [
    ['a PDF', async () => formWith([{ bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), fileName: 'soal.pdf', type: 'application/pdf' }]), 415, 'image.unsupported_type'],
    ['an HTML file renamed .jpg', async () => formWith([{ bytes: Buffer.from('<html><script>alert(1)</script></html>'), fileName: 'soal.jpg', type: 'image/jpeg' }]), 415, 'image.unsupported_type'],
    ['an SVG', async () => formWith([{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), fileName: 'soal.svg', type: 'image/svg+xml' }]), 415, 'image.unsupported_type'],
    ['a zero-byte file', async () => formWith([{ bytes: new Uint8Array(0), fileName: 'kosong.jpg', type: 'image/jpeg' }]), 400, 'image.empty_file'],
    ['a file over the limit', async () => formWith([{ bytes: Buffer.concat([photoWithGps, Buffer.alloc(400_000)]), fileName: 'besar.jpg', type: 'image/jpeg' }]), 413, 'request.body_too_large'],
    [
      'a decompression bomb',
      async () => formWith([{ bytes: await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } }).png({ compressionLevel: 9 }).toBuffer(), fileName: 'bom.png', type: 'image/png' }]),
      413,
      'image.too_many_pixels',
    ],
    ['two files at once', async () => formWith([{ bytes: photoWithGps, fileName: 'a.jpg', type: 'image/jpeg' }, { bytes: photoWithGps, fileName: 'b.jpg', type: 'image/jpeg' }]), 400, 'image.one_file_only'],
    ['no file', async () => new FormData(), 400, 'image.file_required'],
    ['a truncated JPEG', async () => formWith([{ bytes: photoWithGps.subarray(0, 200), fileName: 'rusak.jpg', type: 'image/jpeg' }]), 400, 'image.unreadable'],
  ];

  it.each(cases)('%s', async (_name, build, status, code) => {
    const learner = await t.createSignedInUser();
    const response = await t.upload('/math/api/questions', await build(), { cookie: learner.cookie });
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
    expect(await t.db.select().from(userQuestions).where(eq(userQuestions.userId, learner.id))).toHaveLength(0);
  });

  it('a request without a session', async () => {
    const response = await t.upload('/math/api/questions', formWith([{ bytes: photoWithGps, fileName: 'a.jpg', type: 'image/jpeg' }]));
    expect(response.status).toBe(401);
  });

  it('leaves no row when the file cannot be stored', async () => {
    const broken = await createTestApp();
    try {
      fs.writeFileSync(path.join(broken.dataDir, 'uploads'), 'not a directory');
      const learner = await broken.createSignedInUser();
      const response = await broken.upload('/math/api/questions', formWith([{ bytes: photoWithGps, fileName: 'a.jpg', type: 'image/jpeg' }]), { cookie: learner.cookie });
      expect(response.status).toBe(500);
      expect(await broken.db.select().from(userQuestions)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });

  it('limits uploads per learner', async () => {
    const learner = await t.createSignedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await t.upload('/math/api/questions', new FormData(), { cookie: learner.cookie })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
