import { CLASS_ERROR_MESSAGES } from '../../../core/classes';
import { createError } from '../../http/app-error';

// The messages are the Indonesian texts the SPA shows for these codes (core/classes.ts).
export const classesErrors = {
  notFound: () => createError({ code: 'classes.not_found', status: 404, message: CLASS_ERROR_MESSAGES['classes.not_found'] }),
  archived: () => createError({ code: 'classes.archived', status: 409, message: CLASS_ERROR_MESSAGES['classes.archived'] }),
  limitReached: () => createError({ code: 'classes.limit_reached', status: 409, message: CLASS_ERROR_MESSAGES['classes.limit_reached'] }),
  removalNotFound: () => createError({ code: 'classes.removal_not_found', status: 404, message: CLASS_ERROR_MESSAGES['classes.removal_not_found'] }),
  memberNotFound: () => createError({ code: 'classes.member_not_found', status: 404, message: CLASS_ERROR_MESSAGES['classes.member_not_found'] }),
  assignmentNotFound: () => createError({ code: 'assignments.not_found', status: 404, message: CLASS_ERROR_MESSAGES['assignments.not_found'] }),
  dueInPast: () => createError({ code: 'assignments.due_in_past', status: 400, message: CLASS_ERROR_MESSAGES['assignments.due_in_past'] }),
  problemsNotFound: () => createError({ code: 'assignments.problems_not_found', status: 400, message: CLASS_ERROR_MESSAGES['assignments.problems_not_found'] }),
  subtopicEmpty: () => createError({ code: 'assignments.subtopic_empty', status: 400, message: CLASS_ERROR_MESSAGES['assignments.subtopic_empty'] }),
};
