import { imageUploadRefusalText } from '../../core/image-upload';
import { ApiError } from './api-client';
import { getErrorMessage, registerErrorMessages } from './error-messages';

// Loaded with the image uploads (Tanya Soal's photo, the admin's figures): their server error
// codes in Indonesian. The refusals of the image itself name their cause and limit
// (imageUploadErrorMessage, issue 53.6); these are the texts without the server's details.
registerErrorMessages({
  'image.file_required': 'Pilih gambar soal terlebih dahulu.',
  'image.one_file_only': 'Kirim satu gambar saja.',
  'image.empty_file': imageUploadRefusalText('image.empty_file', null)!,
  'image.unreadable': imageUploadRefusalText('image.unreadable', null)!,
  'image.unsupported_type': imageUploadRefusalText('image.unsupported_type', null)!,
  'image.file_too_large': imageUploadRefusalText('image.file_too_large', null)!,
  'request.body_too_large': imageUploadRefusalText('request.body_too_large', null)!,
  'image.too_many_pixels': imageUploadRefusalText('image.too_many_pixels', null)!,
  'server.storage_unavailable': 'Penyimpanan gambar sedang tidak dapat dihubungi. Coba unggah lagi sebentar lagi.',
});

/** A failed image upload in Indonesian: the cause and the server's own limit when it sent one. */
export function imageUploadErrorMessage(error: unknown): string {
  const named = error instanceof ApiError ? imageUploadRefusalText(error.code, error.details) : undefined;
  return named ?? getErrorMessage(error);
}
