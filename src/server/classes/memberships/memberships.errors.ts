import { CLASS_ERROR_MESSAGES } from '../../../core/classes';
import { createError } from '../../http/app-error';

// A wrong, rotated or archived code answer alike: nothing tells whether a class exists.
export const membershipsErrors = {
  codeNotFound: () => createError({ code: 'classes.code_not_found', status: 404, message: CLASS_ERROR_MESSAGES['classes.code_not_found'] }),
  ownClass: () => createError({ code: 'classes.own_class', status: 409, message: CLASS_ERROR_MESSAGES['classes.own_class'] }),
  // Removed by the teacher: they know the class already, so saying so tells nothing new.
  removed: () => createError({ code: 'classes.removed', status: 403, message: CLASS_ERROR_MESSAGES['classes.removed'] }),
  notMember: () => createError({ code: 'classes.not_found', status: 404, message: CLASS_ERROR_MESSAGES['classes.not_found'] }),
  assignmentNotFound: () => createError({ code: 'assignments.not_found', status: 404, message: CLASS_ERROR_MESSAGES['assignments.not_found'] }),
};
