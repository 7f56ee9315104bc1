import { createError } from '../../http/app-error';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';

export const adminTheoryErrors = {
  categoryMissing: () =>
    createError({ code: 'admin.theory_category_missing', status: 404, message: `Category '${THEORY_CATEGORY_NAME}' does not exist` }),
  subtopicNotFound: () =>
    createError({ code: 'admin.subtopic_not_found', status: 404, message: `Subtopic not found in category '${THEORY_CATEGORY_NAME}'` }),
  theoryNotFound: () => createError({ code: 'admin.theory_not_found', status: 404, message: 'Theory not found' }),
  cannotMove: () => createError({ code: 'admin.cannot_move', status: 409, message: 'The item is already at that end of the list' }),
  copyTooLong: () => createError({ code: 'admin.theory_copy_too_long', status: 409, message: 'The copy would exceed the content length limit' }),
};
