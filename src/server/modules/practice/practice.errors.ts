import { createError } from '../../http/app-error';

export const practiceErrors = {
  invalidAnswer: (details: unknown) =>
    createError({ code: 'practice.invalid_answer', status: 400, message: 'The answer does not fit this problem', details }),
};
