import { MODERATION_MESSAGES } from '../../../core/moderation';
import { commonErrors, createError } from '../../http/app-error';

export const adminQuestionErrors = {
  notFound: () => createError({ code: 'admin.question_not_found', status: 404, message: 'User question not found' }),
  // Shaped like a schema failure, so the dialog shows it under the problem id field.
  unknownProblem: () => commonErrors.validation([{ path: 'problemId', message: MODERATION_MESSAGES.unknownProblem, code: 'custom' }]),
};
