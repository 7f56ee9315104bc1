import { ANSWER_PROBLEM_HIDDEN_CODE, MODERATION_MESSAGES } from '../../../core/moderation';
import { commonErrors, createError } from '../../http/app-error';

export const adminQuestionErrors = {
  notFound: () => createError({ code: 'admin.question_not_found', status: 404, message: 'User question not found' }),
  // Shaped like a schema failure, so the dialog shows it under the problem id field.
  // Issue 53.6: the learner could not open it. A conflict with the content's state, not bad input;
  // its details are shaped as a schema failure's, so the dialog shows the reason under the field.
  answerProblemHidden: (reason: 'draft' | 'path') =>
    createError({
      code: ANSWER_PROBLEM_HIDDEN_CODE,
      status: 409,
      message: reason === 'draft' ? 'The problem is a draft; publish it before using it as the answer' : 'The problem is hidden by its unpublished subtopic, topic or category',
      details: [{ path: 'problemId', message: reason === 'draft' ? MODERATION_MESSAGES.draftProblem : MODERATION_MESSAGES.hiddenProblemPath, code: 'custom', reason }],
    }),
  unknownProblem: () => commonErrors.validation([{ path: 'problemId', message: MODERATION_MESSAGES.unknownProblem, code: 'custom' }]),
};
