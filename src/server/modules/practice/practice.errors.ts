import { createError } from '../../http/app-error';

export const practiceErrors = {
  problemNotFound: () => createError({ code: 'practice.problem_not_found', status: 404, message: 'Problem not found' }),
  invalidAnswer: (details: unknown) =>
    createError({ code: 'practice.invalid_answer', status: 400, message: 'The answer does not fit this problem', details }),
};
