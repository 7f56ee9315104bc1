import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { CONNECTION_LOST_MESSAGE, getErrorMessage } from './error-messages';
import { imageUploadErrorMessage } from './image-error-messages';

const failure = (status: number, code: string, details?: unknown) => new ApiError({ status, code, message: 'x', details });

describe('imageUploadErrorMessage', () => {
  it('names the cause and the limit of the server’s refusal', () => {
    expect(imageUploadErrorMessage(failure(413, 'image.file_too_large', { limitBytes: 8_000_000 }))).toContain('Gambar terlalu besar (maksimal 8 MB).');
    expect(imageUploadErrorMessage(failure(413, 'request.body_too_large', { limitBytes: 8_000_000 }))).toContain('(maksimal 8 MB)');
    expect(imageUploadErrorMessage(failure(415, 'image.unsupported_type'))).toContain('Jenis file tidak didukung');
    expect(imageUploadErrorMessage(failure(413, 'image.too_many_pixels', { maxPixels: 40_000_000 }))).toContain('(maksimal 40 megapiksel)');
  });

  it('falls back to the general messages for the rest', () => {
    expect(imageUploadErrorMessage(failure(0, 'network.failed'))).toBe(CONNECTION_LOST_MESSAGE);
    expect(imageUploadErrorMessage(failure(400, 'image.one_file_only'))).toBe('Kirim satu gambar saja.');
    expect(imageUploadErrorMessage(new Error('boom'))).toBe(getErrorMessage(new Error('boom')));
  });

  it('registers the same texts, without details, for pages that only call getErrorMessage', () => {
    expect(getErrorMessage(failure(413, 'request.body_too_large'))).toContain('Gambar terlalu besar (maksimal 10 MB).');
    expect(getErrorMessage(failure(415, 'image.unsupported_type'))).toBe(imageUploadErrorMessage(failure(415, 'image.unsupported_type')));
  });
});
