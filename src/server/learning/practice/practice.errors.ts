import { createError } from '../../http/app-error';

export const practiceErrors = {
  invalidAnswer: (details: unknown) =>
    createError({ code: 'practice.invalid_answer', status: 400, message: 'The answer does not fit this problem', details }),
  // Number mode (issue 14): not a wrong answer, and nothing is recorded.
  notANumber: () =>
    createError({ code: 'practice.answer_not_a_number', status: 422, message: 'The answer cannot be read as a number; it was not counted as an attempt' }),
};
