// The server's zod schemas for problems, built on the plain checks in problem-shapes.ts (which
// the problem page uses without loading zod).
import { z } from 'zod';
import { canSubmit } from './grading';
import {
  CHOICE_KEY_PATTERN,
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  isAnswerCategoryList,
  isChoiceOptions,
  isCompleteMckAnswer,
  isMckStoredAnswer,
  isStatementOptions,
  normaliseStoredMcmaAnswer,
  PROBLEM_TYPES,
  type TAnswerableProblem,
  type TProblemOptions,
  type TSubmittedAnswer,
} from './problem-shapes';

// Re-exported for the server and admin modules that import them from here.
export {
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  normaliseStoredMcmaAnswer,
  OPTION_TEXT_MAX_LENGTH,
  PROBLEM_TYPES,
  type ProblemType,
  type TProblemOptions,
  type TStoredAnswer,
  type TSubmittedAnswer,
} from './problem-shapes';

export const ZProblemType = z.enum(PROBLEM_TYPES);

export const ZChoiceKey = z.string().regex(CHOICE_KEY_PATTERN);

export const ZChoiceOptions = z.custom<TProblemOptions>(isChoiceOptions, { message: 'invalid_choice_options' });
export type TChoiceOptions = z.infer<typeof ZChoiceOptions>;

export const ZStatementOptions = z.custom<TProblemOptions>(isStatementOptions, { message: 'invalid_statements' });
export type TStatementOptions = z.infer<typeof ZStatementOptions>;

export const ZAnswerCategories = z.custom<string[]>(isAnswerCategoryList, { message: 'invalid_answer_categories' });

export const ZInputStoredAnswer = z.string().min(1).max(INPUT_ANSWER_MAX_LENGTH);

export const ZMcqStoredAnswer = ZChoiceKey;

export const ZMcmaStoredAnswer = z.unknown().transform((value, context) => {
  const keys = normaliseStoredMcmaAnswer(value);
  if (keys) return keys;
  context.addIssue({ code: 'custom', message: 'invalid_mcma_answer' });
  return z.NEVER;
});

export const ZMckStoredAnswer = z.custom<Record<string, string>>(isMckStoredAnswer, { message: 'invalid_mck_answer' });

const ZInputProblem = z.object({ type: z.literal('input'), answer: ZInputStoredAnswer });

const ZMcqProblem = z
  .object({ type: z.literal('mcq'), options: ZChoiceOptions, answer: ZMcqStoredAnswer })
  .refine((problem) => Object.hasOwn(problem.options, problem.answer), {
    message: 'answer_not_an_option',
    path: ['answer'],
  });

const ZMcmaProblem = z
  .object({ type: z.literal('mcma'), options: ZChoiceOptions, answer: ZMcmaStoredAnswer })
  .refine((problem) => problem.answer.every((key) => Object.hasOwn(problem.options, key)), {
    message: 'answer_not_an_option',
    path: ['answer'],
  });

const ZMckProblem = z
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

// The answer-bearing part of a problem row, checked as a whole so the answer always fits its options.
export const ZStoredProblem = z.discriminatedUnion('type', [ZInputProblem, ZMcqProblem, ZMcmaProblem, ZMckProblem]);
export type TStoredProblem = z.infer<typeof ZStoredProblem>;

// Validates a learner's submission against one problem's own options and categories.
export function answerSchemaFor(problem: TAnswerableProblem): z.ZodType<TSubmittedAnswer> {
  return z.custom<TSubmittedAnswer>((value) => canSubmit(problem, value), { message: 'answer_does_not_fit_problem' });
}
