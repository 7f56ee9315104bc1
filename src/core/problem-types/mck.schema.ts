import { z } from 'zod';
import { DEFAULT_ANSWER_CATEGORIES, isCompleteMckAnswer, isMckStoredAnswer } from '../problem-shapes';
import { ZAnswerCategories, ZStatementOptions } from './option-schemas';

// What only the server and the admin editor load for a statements problem: its zod schemas and
// the editor's template.

export const ZMckStoredAnswer = z.custom<Record<string, string>>(isMckStoredAnswer, { message: 'invalid_mck_answer' });

export const ZMckProblem = z
  .object({
    type: z.literal('mck'),
    options: ZStatementOptions,
    answerCategories: ZAnswerCategories.default([...DEFAULT_ANSWER_CATEGORIES]),
    answer: ZMckStoredAnswer,
  })
  .refine((problem) => isCompleteMckAnswer(problem.answer, problem.options, problem.answerCategories), {
    message: 'answer_must_cover_every_statement',
    path: ['answer'],
  });


// One blank statement, answered with Benar or Salah.
export const mckEditorTemplate = (): { options: Record<string, string>; answerCategories: string[]; answer: Record<string, string> } => ({
  options: { statement_1: '' },
  answerCategories: [...DEFAULT_ANSWER_CATEGORIES],
  answer: {},
});
