import { z } from 'zod';
import { MAX_ANSWER_CATEGORIES } from '../../core/problem-field-messages';
import { MAX_STATEMENTS, statementKeys } from '../../core/problem-options';
import { ANSWER_CATEGORY_MAX_LENGTH, DEFAULT_ANSWER_CATEGORIES, isCompleteMckAnswer, isMckStoredAnswer, MCK_MIN_ANSWER_CATEGORIES } from '../../core/problem-shapes';
import { commonFields, hasKeys, ignoredAnswerMode, isBlank, message, versionField, ZOptionText } from '../../core/problem-write-fields';
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

const ZStatementOptionsWrite = z.record(z.string(), ZOptionText).superRefine((options, context) => {
  const keys = Object.keys(options);
  if (keys.length < 1) context.addIssue({ code: 'custom', ...message('at_least_one_statement') });
  else if (keys.length > MAX_STATEMENTS) context.addIssue({ code: 'custom', ...message('too_many_options') });
  else if (!hasKeys(options, statementKeys(keys.length))) {
    context.addIssue({ code: 'custom', ...message('statements_not_in_order') });
  }
});

const ZAnswerCategoriesWrite = z
  .array(z.string().max(ANSWER_CATEGORY_MAX_LENGTH, message('too_long')))
  .max(MAX_ANSWER_CATEGORIES, message('too_many_answer_categories'))
  .default([...DEFAULT_ANSWER_CATEGORIES])
  .superRefine((categories, context) => {
    categories.forEach((category, index) => {
      if (isBlank(category)) context.addIssue({ code: 'custom', path: [index], ...message('required') });
      else if (categories.indexOf(category) !== index) {
        context.addIssue({ code: 'custom', path: [index], ...message('duplicate_category') });
      }
    });
    const distinct = new Set(categories.filter((category) => !isBlank(category)));
    if (distinct.size < MCK_MIN_ANSWER_CATEGORIES) context.addIssue({ code: 'custom', ...message('too_few_answer_categories') });
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
