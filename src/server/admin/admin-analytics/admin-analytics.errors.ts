import { createError } from '../../http/app-error';

export const adminAnalyticsErrors = {
  problemNotFound: () => createError({ code: 'admin.problem_not_found', status: 404, message: 'Problem not found' }),
  // The figures moved between showing the order and applying it: nothing was changed.
  orderChanged: () =>
    createError({ code: 'admin.difficulty_order_changed', status: 409, message: 'The measured order changed since it was shown; nothing was applied' }),
  subtopicNotFound: () => createError({ code: 'admin.subtopic_not_found', status: 404, message: 'Subtopic not found' }),
};
