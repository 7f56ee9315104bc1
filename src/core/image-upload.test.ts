import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_DEFAULTS, imageUploadRefusalText, megabytesText, megapixelsText } from './image-upload';

describe('the image upload refusals’ texts', () => {
  it('names the size limit the server sent, else the default', () => {
    expect(imageUploadRefusalText('image.file_too_large', { limitBytes: 5_000_000 })).toBe('Gambar terlalu besar (maksimal 5 MB). Perkecil atau kompres gambarnya, lalu unggah lagi.');
    expect(imageUploadRefusalText('request.body_too_large', { limitBytes: 2_500_000 })).toContain('(maksimal 2,5 MB)');
    expect(imageUploadRefusalText('request.body_too_large', undefined)).toContain(`(maksimal ${megabytesText(IMAGE_UPLOAD_DEFAULTS.maxBytes)})`);
    expect(imageUploadRefusalText('image.file_too_large', { limitBytes: 'banyak' })).toContain('(maksimal 10 MB)');
    expect(imageUploadRefusalText('image.file_too_large', { limitBytes: -1 })).toContain('(maksimal 10 MB)');
  });

  it('names the accepted types and the pixel limit', () => {
    expect(imageUploadRefusalText('image.unsupported_type', null)).toBe('Jenis file tidak didukung: gunakan gambar JPEG, PNG, WebP, atau AVIF.');
    expect(imageUploadRefusalText('image.too_many_pixels', { maxPixels: 12_000_000 })).toContain('(maksimal 12 megapiksel)');
    expect(imageUploadRefusalText('image.too_many_pixels', {})).toContain('(maksimal 40 megapiksel)');
  });

  it('leaves codes that are not about the image to the general messages', () => {
    expect(imageUploadRefusalText('auth.unauthenticated', null)).toBeUndefined();
    expect(imageUploadRefusalText('server.storage_unavailable', null)).toBeUndefined();
  });

  it('writes sizes the Indonesian way', () => {
    expect(megabytesText(10_000_000)).toBe('10 MB');
    expect(megabytesText(1_500_000)).toBe('1,5 MB');
    expect(megapixelsText(40_000_000)).toBe('40 megapiksel');
  });
});
