import { createError } from '../../http/app-error';

export const adminAnalyticsErrors = {
  problemNotFound: () => createError({ code: 'admin.problem_not_found', status: 404, message: 'Problem not found' }),
  subtopicNotFound: () => createError({ code: 'admin.subtopic_not_found', status: 404, message: 'Subtopic not found' }),
};
