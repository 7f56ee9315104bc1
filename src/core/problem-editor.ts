// The admin problem form's rules, shared by the SPA form and the API (one schema per type).
// Every issue carries a field path and a message code from PROBLEM_FIELD_MESSAGES, so the
// server's 400 details land next to the fields that caused them.
import { z } from 'zod';
import {
  ANSWER_CATEGORY_MAX_LENGTH,
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  MCK_MIN_ANSWER_CATEGORIES,
  OPTION_TEXT_MAX_LENGTH,
} from './problem-shapes';
import { publicCodePattern, type PublicCodeKind } from './public-code';
import { choiceKeys, MAX_CHOICE_OPTIONS, MAX_STATEMENTS, statementKeys } from './problem-options';
import { parseYouTubeLink } from './youtube';
import { ANSWER_MODES } from './answer-mode';
import { NUMBER_ANSWER_MAX_LENGTH, readIndonesianNumber } from './numeric-answer';
import { toleranceToPlainDecimal } from './plain-decimal';
import { MAX_ANSWER_CATEGORIES, MAX_LINKED_THEORIES, QUESTION_TEXT_MAX_LENGTH, SOLUTION_TEXT_MAX_LENGTH, TAG_MAX_LENGTH, VIDEO_LINK_MAX_LENGTH, type ProblemFieldMessageCode } from './problem-field-messages';

// The form's option helpers live beside it; re-exported so the form has one module to import.
export {
  applyTemplate,
  choiceKeyAt,
  MAX_CHOICE_OPTIONS,
  MAX_STATEMENTS,
  nextChoiceKey,
  nextStatementKey,
  OPTION_TEMPLATES,
  removeChoiceOption,
  removeStatement,
  statementKeyAt,
  type OptionTemplate,
  type OptionTemplateName,
  type TTemplateFields,
} from './problem-options';

export {
  MAX_ANSWER_CATEGORIES,
  MAX_LINKED_THEORIES,
  PROBLEM_FIELD_MESSAGES,
  problemFieldMessage,
  QUESTION_TEXT_MAX_LENGTH,
  SOLUTION_TEXT_MAX_LENGTH,
  TAG_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
  type ProblemFieldMessageCode,
} from './problem-field-messages';
const message = (code: ProblemFieldMessageCode) => ({ message: code });

const isBlank = (text: string) => text.trim() === '';

const requiredText = (maxLength: number) =>
  z
    .string()
    .max(maxLength, message('too_long'))
    .refine((text) => !isBlank(text), message('required'));

const codeOf = (kind: PublicCodeKind) =>
  z.string().superRefine((code, context) => {
    if (code === '') context.addIssue({ code: 'custom', ...message('required') });
    else if (!publicCodePattern(kind).test(code)) context.addIssue({ code: 'custom', ...message('invalid_code') });
  });

const ZTheoryCode = codeOf('theory');

const ZVideoLink = z
  .string()
  .max(VIDEO_LINK_MAX_LENGTH, message('too_long'))
  .nullable()
  .optional()
  .transform((link) => link?.trim() || null)
  .refine((link) => link === null || parseYouTubeLink(link) !== null, message('video_not_youtube'));

const ZSolutionText = z
  .string()
  .max(SOLUTION_TEXT_MAX_LENGTH, message('too_long'))
  .nullable()
  .optional()
  .transform((text) => (text === undefined || text === null || isBlank(text) ? null : text));

const ZTheoryIds = z
  .array(ZTheoryCode)
  .max(MAX_LINKED_THEORIES, message('too_many_theories'))
  .default([])
  .superRefine((codes, context) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) context.addIssue({ code: 'custom', path: [index], ...message('duplicate_theory') });
    });
  });

const ZOptionText = requiredText(OPTION_TEXT_MAX_LENGTH);

const ZChoiceOptionsWrite = z.record(z.string(), ZOptionText).superRefine((options, context) => {
  const keys = Object.keys(options);
  if (keys.length < 2) context.addIssue({ code: 'custom', ...message('at_least_two_options') });
  else if (keys.length > MAX_CHOICE_OPTIONS) context.addIssue({ code: 'custom', ...message('too_many_options') });
  else if (!hasKeys(options, choiceKeys(keys.length))) context.addIssue({ code: 'custom', ...message('options_not_in_order') });
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

// Other types keep the default list, as new rows get it from the database.
const ZIgnoredAnswerCategories = z
  .unknown()
  .optional()
  .transform(() => [...DEFAULT_ANSWER_CATEGORIES] as string[]);

const commonFields = {
  subtopicId: codeOf('subtopic'),
  questionText: requiredText(QUESTION_TEXT_MAX_LENGTH),
  solutionText: ZSolutionText,
  videoLink: ZVideoLink,
  tag: z
    .string()
    .max(TAG_MAX_LENGTH, message('too_long'))
    .default('')
    .transform((tag) => tag.trim()),
  hasSolution: z.boolean().default(false),
  isPublic: z.boolean().default(false),
  // Issue 31: learners see a problem only once it is published. Left out, a new problem is a
  // draft and a saved one keeps its state (a client that does not know the field unpublishes nothing).
  isPublished: z.boolean().optional(),
  theoryIds: ZTheoryIds,
};

// Issue 14: `text` compares as spec 5 says; `number` reads answers the Indonesian way, with an
// optional absolute tolerance written the same way ('0,01'; blank = exact).
const ZInputWrite = z.object({
  ...commonFields,
  type: z.literal('input'),
  answer: requiredText(INPUT_ANSWER_MAX_LENGTH),
  answerMode: z.enum(ANSWER_MODES).default('text'),
  answerTolerance: z
    .string()
    .max(NUMBER_ANSWER_MAX_LENGTH, message('too_long'))
    .nullable()
    .optional()
    .transform((text) => text?.trim() || null),
  options: z
    .unknown()
    .optional()
    .transform(() => null),
  answerCategories: ZIgnoredAnswerCategories,
});

// Choice types have no answer mode: whatever a client sends, they keep 'text' and no tolerance.
const ignoredAnswerMode = {
  answerMode: z
    .unknown()
    .optional()
    .transform(() => 'text' as const),
  answerTolerance: z
    .unknown()
    .optional()
    .transform(() => null),
};

function checkInputAnswer(
  problem: { answer: string; answerMode: 'text' | 'number'; answerTolerance: string | null },
  context: z.RefinementCtx,
): void {
  if (problem.answerMode !== 'number') {
    // A tolerance means nothing to a text answer: dropTextTolerance drops it rather than refusing.
    return;
  }
  if (problem.answer.trim() !== '' && readIndonesianNumber(problem.answer) === null) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_a_number') });
  }
  if (problem.answerTolerance !== null && toleranceToPlainDecimal(problem.answerTolerance) === null) {
    context.addIssue({ code: 'custom', path: ['answerTolerance'], ...message('invalid_tolerance') });
  }
}

const dropTextTolerance = <T extends { answerMode: 'text' | 'number'; answerTolerance: string | null }>(problem: T): T =>
  problem.answerMode === 'text' ? { ...problem, answerTolerance: null } : problem;

const ZMcqWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mcq'),
  options: ZChoiceOptionsWrite,
  answer: z.string(),
  answerCategories: ZIgnoredAnswerCategories,
});

const ZMcmaWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mcma'),
  options: ZChoiceOptionsWrite,
  answer: z
    .array(z.string())
    .max(MAX_CHOICE_OPTIONS, message('too_many_options'))
    .transform((keys) => [...new Set(keys)].sort()),
  answerCategories: ZIgnoredAnswerCategories,
});

const ZMckWrite = z.object({
  ...commonFields,
  ...ignoredAnswerMode,
  type: z.literal('mck'),
  options: ZStatementOptionsWrite,
  answer: z.record(z.string(), z.string()).default({}),
  answerCategories: ZAnswerCategoriesWrite,
});

function checkMcqAnswer(problem: { options: Record<string, string>; answer: string }, context: z.RefinementCtx): void {
  if (problem.answer === '') context.addIssue({ code: 'custom', path: ['answer'], ...message('required') });
  else if (!Object.hasOwn(problem.options, problem.answer)) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_an_option') });
  }
}

function checkMcmaAnswer(problem: { options: Record<string, string>; answer: string[] }, context: z.RefinementCtx): void {
  if (problem.answer.length === 0) context.addIssue({ code: 'custom', path: ['answer'], ...message('no_correct_option') });
  else if (!problem.answer.every((key) => Object.hasOwn(problem.options, key))) {
    context.addIssue({ code: 'custom', path: ['answer'], ...message('answer_not_an_option') });
  }
}

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

// POST /admin/problems; the form's resolver. Output answers are in their stored shape
// (mcma: sorted unique keys) and always satisfy ZStoredProblem.
export const ZProblemWrite = z.discriminatedUnion('type', [
  ZInputWrite.superRefine(checkInputAnswer).transform(dropTextTolerance),
  ZMcqWrite.superRefine(checkMcqAnswer),
  ZMcmaWrite.superRefine(checkMcmaAnswer),
  ZMckWrite.superRefine(checkMckAnswer),
]);
export type TProblemWrite = z.input<typeof ZProblemWrite>;
export type TProblemWriteParsed = z.output<typeof ZProblemWrite>;

// PUT /admin/problems/:problemId: the version the admin started from (optimistic concurrency).
const version = { version: z.number().int().min(1) };
export const ZProblemUpdate = z.discriminatedUnion('type', [
  ZInputWrite.extend(version).superRefine(checkInputAnswer).transform(dropTextTolerance),
  ZMcqWrite.extend(version).superRefine(checkMcqAnswer),
  ZMcmaWrite.extend(version).superRefine(checkMcmaAnswer),
  ZMckWrite.extend(version).superRefine(checkMckAnswer),
]);
export type TProblemUpdate = z.input<typeof ZProblemUpdate>;
export type TProblemUpdateParsed = z.output<typeof ZProblemUpdate>;

function hasKeys(options: Record<string, string>, expected: string[]): boolean {
  return expected.every((key) => Object.hasOwn(options, key));
}
