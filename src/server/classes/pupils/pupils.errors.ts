import { PUPIL_ERROR_MESSAGES, type PupilErrorCode } from '../../../core/pupil-messages';
import { createError } from '../../http/app-error';

const error = (code: PupilErrorCode, status: 400 | 404 | 409 | 413 | 415, details?: unknown) =>
  createError({ code, status, message: PUPIL_ERROR_MESSAGES[code], details });

export const pupilsErrors = {
  listUnreadable: () => error('classes.pupil_list_unreadable', 400),
  listWrongType: () => error('classes.pupil_list_wrong_type', 415),
  listTooLarge: () => error('classes.pupil_list_too_large', 413),
  listInvalid: (details: unknown) => error('classes.pupil_list_invalid', 400, details),
  justCreated: () => error('classes.pupils_just_created', 409),
  notFound: () => error('classes.pupil_not_found', 404),
  numbersUsedUp: () => error('classes.pupil_numbers_used_up', 409),
};
