import { createError } from '../../http/app-error';

export const questionErrors = {
  missingFile: () => createError({ code: 'questions.file_required', status: 400, message: 'Choose one image file' }),
  tooManyFiles: () => createError({ code: 'questions.one_file_only', status: 400, message: 'Send exactly one image file' }),
  emptyFile: () => createError({ code: 'questions.empty_file', status: 400, message: 'The file is empty' }),
  fileTooLarge: (limitBytes: number) =>
    createError({ code: 'questions.file_too_large', status: 413, message: `The file is larger than ${Math.round(limitBytes / 1_000_000)} MB`, details: { limitBytes } }),
  unsupportedType: () =>
    createError({ code: 'questions.unsupported_type', status: 415, message: 'Only JPEG, PNG, WebP or AVIF images are accepted' }),
  tooManyPixels: (maxPixels: number) =>
    createError({ code: 'questions.too_many_pixels', status: 413, message: 'The image has too many pixels', details: { maxPixels } }),
  unreadableImage: () => createError({ code: 'questions.unreadable_image', status: 400, message: 'The image could not be read' }),
  rateLimited: (retryAfterSeconds: number) =>
    createError({ code: 'request.rate_limited', status: 429, message: 'Too many uploads; try again later', details: { retryAfterSeconds } }),
  notFound: () => createError({ code: 'questions.not_found', status: 404, message: 'Question not found' }),
};
