import sharp from 'sharp';
import type { ClientResponse } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../web/lib/api-client';
import { imageUploadErrorMessage } from '../../web/lib/image-error-messages';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 53.6: what the server answers to a bad image is what the UI maps, with this server's
// size limit (set low here, UPLOAD_LIMIT_BYTES), not the default.
const LIMIT_BYTES = 300_000;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(LIMIT_BYTES) });
  admin = (await t.createSignedInUser('admin')).cookie;
});
afterAll(() => t.close());

function formWith(bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** The message the admin's editor and the Tanya Soal form show for the server's answer, read as the SPA reads it. */
async function messageFor(url: string, form: FormData, cookie: string) {
  const response = await t.upload(url, form, { cookie });
  const failure = await callApi(async () => response as unknown as ClientResponse<unknown>).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { status: response.status, code: (failure as { code?: string }).code, message: imageUploadErrorMessage(failure) };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();

describe('a refused image upload names its cause and this server’s limit', () => {
  it.each([
    ['a file over the limit, in a body within it', async () => formWith(Buffer.concat([await png(10, 10), Buffer.alloc(LIMIT_BYTES)]), 'besar.png', 'image/png'), 413, 'image.file_too_large', 'Gambar terlalu besar (maksimal 0,3 MB).'],
    ['a body over the limit', async () => formWith(Buffer.concat([await png(10, 10), Buffer.alloc(LIMIT_BYTES * 3)]), 'besar.png', 'image/png'), 413, 'request.body_too_large', 'Gambar terlalu besar (maksimal 0,3 MB).'],
    ['a PDF', async () => formWith(new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'soal.png', 'image/png'), 415, 'image.unsupported_type', 'Jenis file tidak didukung: gunakan gambar JPEG, PNG, WebP, atau AVIF.'],
    ['too many pixels (the default limit)', async () => formWith(await png(8000, 8000), 'bom.png', 'image/png'), 413, 'image.too_many_pixels', 'Resolusi gambar terlalu besar (maksimal 40 megapiksel).'],
    ['an empty file', async () => formWith(new Uint8Array(0), 'kosong.png', 'image/png'), 400, 'image.empty_file', 'File kosong.'],
  ])('%s', async (_name, build, status, code, text) => {
    for (const [url, cookie] of [
      ['/math/api/admin/images', admin],
      ['/math/api/questions', (await t.createSignedInUser()).cookie],
    ] as const) {
      const answer = await messageFor(url, await build(), cookie);
      expect(answer.status).toBe(status);
      expect(answer.code).toBe(code);
      expect(answer.message).toContain(text);
    }
  });
});
