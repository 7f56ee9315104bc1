import { TRYOUT_ADMIN_ERROR_MESSAGES, type TTryoutAdminErrorCode } from '../../../core/tryout-admin';
import { createError } from '../../http/app-error';

type TFieldIssue = { path: string; message: string; code: 'custom' };

const error = (code: TTryoutAdminErrorCode, status: 400 | 404 | 409, details?: unknown) =>
  createError({ code, status, message: TRYOUT_ADMIN_ERROR_MESSAGES[code], ...(details === undefined ? {} : { details }) });

// Codes as issue 36's contract names them (TRYOUT_LOCKED, like the sitting's TRYOUT_NOT_OPEN).
export const adminTryoutErrors = {
  notFound: () => error('TRYOUT_NOT_FOUND', 404),
  locked: () => error('TRYOUT_LOCKED', 409),
  lockedRemove: () => createError({ code: 'TRYOUT_LOCKED', status: 409, message: TRYOUT_ADMIN_ERROR_MESSAGES.TRYOUT_LOCKED_REMOVE }),
  stale: (updatedAt: Date) => error('TRYOUT_STALE', 409, { updatedAt: updatedAt.toISOString() }),
  invalid: (issues: TFieldIssue[]) => error('TRYOUT_INVALID', 400, issues),
  incomplete: () => error('TRYOUT_INCOMPLETE', 400),
  unpublishedProblems: (problemIds: string[]) => error('TRYOUT_UNPUBLISHED_PROBLEMS', 400, { problemIds }),
  alreadyClosed: () => error('TRYOUT_ALREADY_CLOSED', 400),
  notStarted: () => error('TRYOUT_NOT_STARTED', 409),
};
