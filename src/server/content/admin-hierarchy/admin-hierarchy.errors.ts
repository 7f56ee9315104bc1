import { THEORY_CATEGORY_NAME } from '../../../core/theories';
import { createError } from '../../http/app-error';
import type { Level } from './admin-hierarchy.levels';

const notFoundMessages: Record<Level, string> = {
  category: 'Category not found',
  topic: 'Topic not found',
  subtopic: 'Subtopic not found',
};

export const adminHierarchyErrors = {
  notFound: (level: Level) => createError({ code: `admin.${level}_not_found`, status: 404, message: notFoundMessages[level] }),
  cannotMove: () => createError({ code: 'admin.cannot_move', status: 409, message: 'The item is already at that end of its list' }),
  // Issue 31: 'List Teori' holds the theories (decision 034).
  theoryCategoryFixed: () =>
    createError({ code: 'admin.theory_category_fixed', status: 409, message: `The category '${THEORY_CATEGORY_NAME}' holds the theories: it cannot be deleted or renamed` }),
  theoryCategoryExists: () =>
    createError({ code: 'admin.theory_category_exists', status: 409, message: `Only the theory list may be named '${THEORY_CATEGORY_NAME}'` }),
};
