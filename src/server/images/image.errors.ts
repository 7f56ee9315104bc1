import { createError } from '../http/app-error';

// Neutral codes: the same checks guard learners' Tanya Soal photos and admins' problem images.
export const imageErrors = {
  fileRequired: () => createError({ code: 'image.file_required', status: 400, message: 'Choose one image file' }),
  oneFileOnly: () => createError({ code: 'image.one_file_only', status: 400, message: 'Send exactly one image file' }),
  emptyFile: () => createError({ code: 'image.empty_file', status: 400, message: 'The file is empty' }),
  fileTooLarge: (limitBytes: number) =>
    createError({ code: 'image.file_too_large', status: 413, message: `The file is larger than ${Math.round(limitBytes / 1_000_000)} MB`, details: { limitBytes } }),
  unsupportedType: () => createError({ code: 'image.unsupported_type', status: 415, message: 'Only JPEG, PNG, WebP or AVIF images are accepted' }),
  tooManyPixels: (maxPixels: number) =>
    createError({ code: 'image.too_many_pixels', status: 413, message: 'The image has too many pixels', details: { maxPixels } }),
  unreadableImage: () => createError({ code: 'image.unreadable', status: 400, message: 'The image could not be read' }),
};
