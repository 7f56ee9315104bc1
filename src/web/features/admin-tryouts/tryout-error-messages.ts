import { TRYOUT_ADMIN_ERROR_MESSAGES } from '../../../core/tryout-admin';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage, registerErrorMessages } from '../../lib/error-messages';

// The admin tryout API's refusals (issue 36), registered with the admin's tryout pages.
registerErrorMessages(TRYOUT_ADMIN_ERROR_MESSAGES);

type TIssue = { path: string; message: string };

const isIssueList = (details: unknown): details is TIssue[] =>
  Array.isArray(details) && details.every((issue) => typeof issue === 'object' && issue !== null && typeof (issue as TIssue).message === 'string');

/** The refusal and, for a form the server refused, each field's message (by its path, e.g. 'sections.0.name'). */
export function refusalOf(error: unknown): { message: string; issues: TIssue[] } {
  const issues = error instanceof ApiError && isIssueList(error.details) ? error.details.map((issue) => ({ path: String(issue.path ?? ''), message: issue.message })) : [];
  return { message: getErrorMessage(error), issues };
}
