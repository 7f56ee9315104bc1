import { TRYOUT_SITTING_ERROR_MESSAGES as MESSAGES, type TTryoutSittingErrorCode } from '../../../core/tryout-sitting';
import { createError } from '../../http/app-error';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// The codes are the issue 36 contract's; the messages are the Indonesian texts the page shows.
const error = (code: TTryoutSittingErrorCode, status: ContentfulStatusCode, details?: unknown) => createError({ code, status, message: MESSAGES[code], details });

export const tryoutsErrors = {
  tryoutNotFound: () => error('TRYOUT_NOT_FOUND', 404),
  // Outside the window with no sitting: one code, the message says which side of it.
  notOpen: (closed: boolean) => createError({ code: 'TRYOUT_NOT_OPEN', status: 409, message: closed ? MESSAGES.TRYOUT_CLOSED : MESSAGES.TRYOUT_NOT_OPEN }),
  sittingNotFound: () => error('SITTING_NOT_FOUND', 404),
  problemNotInSection: () => error('PROBLEM_NOT_IN_SECTION', 404),
  sectionClosed: () => error('TRYOUT_SECTION_CLOSED', 409),
  sectionNotFound: () => error('SECTION_NOT_FOUND', 404),
  sectionNotCurrent: () => error('SECTION_NOT_CURRENT', 409),
  sittingInProgress: () => error('SITTING_IN_PROGRESS', 409),
  // As practice refuses them (practice.errors.ts): the wrong shape for the problem, or, in number mode, not a number.
  invalidAnswer: () => error('INVALID_ANSWER', 400, [{ path: 'answer', message: 'answer_does_not_fit_problem' }]),
  notANumber: () => error('ANSWER_NOT_A_NUMBER', 422),
};
