import { z } from 'zod';
import { DEFAULT_ANSWER_CATEGORIES, isCompleteMckAnswer, isMckStoredAnswer } from '../../core/problem-shapes';
import { commonFields, ignoredAnswerMode, message, versionField, ZAnswerCategoriesWrite, ZStatementOptionsWrite } from '../../core/problem-write-fields';
import { ZAnswerCategories, ZStatementOptions } from '../option-schemas';

// What only the server and the admin editor load for a statements problem: its zod schemas and
// the editor's template.

const ZMckStoredAnswer = z.custom<Record<string, string>>(isMckStoredAnswer, { message: 'invalid_mck_answer' });

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

const ZMckWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mck'),
  options: ZStatementOptionsWrite,
  answer: z.record(z.string(), z.string()).default({}),
  answerCategories: ZAnswerCategoriesWrite,
});

function checkMckAnswer(
  problem: { options: Record<string, string>; answer: Record<string, string>; answerCategories: string[] },
  context: z.RefinementCtx,
): void {
  for (const key of Object.keys(problem.options)) {
    const chosen = problem.answer[key];
    if (chosen === undefined || chosen === '') {
      context.addIssue({ code: 'custom', path: ['answer', key], ...message('statement_without_category') });
    } else if (!problem.answerCategories.includes(chosen)) {
      context.addIssue({ code: 'custom', path: ['answer', key], ...message('unknown_category') });
    }
  }
  for (const key of Object.keys(problem.answer)) {
    if (!Object.hasOwn(problem.options, key)) {
      context.addIssue({ code: 'custom', path: ['answer', key], ...message('unknown_statement') });
    }
  }
}

export const ZMckProblemWrite = ZMckWrite.superRefine(checkMckAnswer);
export const ZMckProblemUpdate = ZMckWrite.extend(versionField).superRefine(checkMckAnswer);

// One blank statement, answered with Benar or Salah.
export const mckEditorTemplate = (): { options: Record<string, string>; answerCategories: string[]; answer: Record<string, string> } => ({
  options: { statement_1: '' },
  answerCategories: [...DEFAULT_ANSWER_CATEGORIES],
  answer: {},
});
