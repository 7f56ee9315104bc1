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
};
