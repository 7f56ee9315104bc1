import { z } from 'zod';

export const PROBLEM_TYPES = ['input', 'mcq', 'mcma', 'mck'] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];
export const ZProblemType = z.enum(PROBLEM_TYPES);

export function isProblemType(value: unknown): value is ProblemType {
  return ZProblemType.safeParse(value).success;
}

export const OPTION_TEXT_MAX_LENGTH = 5000;
export const INPUT_ANSWER_MAX_LENGTH = 1000;
export const ANSWER_CATEGORY_MAX_LENGTH = 100;
export const MCK_MIN_ANSWER_CATEGORIES = 2;
export const DEFAULT_ANSWER_CATEGORIES = ['Benar', 'Salah'] as const;

const CHOICE_KEY_PATTERN = /^[A-Z]$/;
const STATEMENT_KEY_PATTERN = /^statement_[1-9][0-9]?$/;

export const ZChoiceKey = z.string().regex(CHOICE_KEY_PATTERN);
export const ZStatementKey = z.string().regex(STATEMENT_KEY_PATTERN);
const ZOptionText = z.string().min(1).max(OPTION_TEXT_MAX_LENGTH);

export const ZChoiceOptions = z
  .record(ZChoiceKey, ZOptionText)
  .refine((options) => Object.keys(options).length >= 2, { message: 'at_least_two_options' });
export type TChoiceOptions = z.infer<typeof ZChoiceOptions>;

export const ZStatementOptions = z
  .record(ZStatementKey, ZOptionText)
  .refine((options) => Object.keys(options).length >= 1, { message: 'at_least_one_statement' });
export type TStatementOptions = z.infer<typeof ZStatementOptions>;

export const ZAnswerCategories = z
  .array(
    z
      .string()
      .max(ANSWER_CATEGORY_MAX_LENGTH)
      .refine((category) => category.trim().length > 0, { message: 'blank_category' }),
  )
  .min(MCK_MIN_ANSWER_CATEGORIES)
  .refine((categories) => new Set(categories).size === categories.length, { message: 'duplicate_category' });

export const ZInputStoredAnswer = z.string().min(1).max(INPUT_ANSWER_MAX_LENGTH);

export const ZMcqStoredAnswer = ZChoiceKey;

// Older rows keep the mcma answer as a JSON string of the key list (spec 3).
export function normaliseStoredMcmaAnswer(value: unknown): string[] | null {
  const candidate = typeof value === 'string' ? parseJson(value) : value;
  if (!Array.isArray(candidate) || candidate.length === 0) return null;
  const isEveryKeyValid = candidate.every((key) => typeof key === 'string' && CHOICE_KEY_PATTERN.test(key));
  if (!isEveryKeyValid) return null;
  return [...new Set(candidate as string[])].sort();
}

export const ZMcmaStoredAnswer = z.unknown().transform((value, context) => {
  const keys = normaliseStoredMcmaAnswer(value);
  if (keys) return keys;
  context.addIssue({ code: 'custom', message: 'invalid_mcma_answer' });
  return z.NEVER;
});

export const ZMckStoredAnswer = z
  .record(ZStatementKey, z.string().min(1).max(ANSWER_CATEGORY_MAX_LENGTH))
  .refine((answer) => Object.keys(answer).length >= 1, { message: 'at_least_one_statement' });

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

export type TSubmittedAnswer = string | string[] | Record<string, string>;
// As kept in problems.answer: the input text, the mcq key, the mcma keys (older rows: their JSON
// text) or the mck statement -> category map. ZStoredProblem checks it against the options.
export type TStoredAnswer = TSubmittedAnswer;
// Choice key -> text (mcq, mcma) or statement key -> text (mck); null for input problems.
export type TProblemOptions = Record<string, string>;

export type TAnswerableProblem = {
  type: string;
  options: unknown;
  answerCategories?: unknown;
};

const ZInputSubmission = z.string().min(1).max(INPUT_ANSWER_MAX_LENGTH);

// A problem whose own data is broken accepts no answer at all rather than guessing.
const ZNoAcceptableAnswer = z.never();

// Validates a learner's submission against one problem's own options and categories.
export function answerSchemaFor(problem: TAnswerableProblem): z.ZodType<TSubmittedAnswer> {
  if (problem.type === 'input') return ZInputSubmission;
  if (problem.type === 'mcq' || problem.type === 'mcma') {
    const parsedOptions = ZChoiceOptions.safeParse(problem.options);
    if (!parsedOptions.success) return ZNoAcceptableAnswer;
    const keys = Object.keys(parsedOptions.data);
    const ZKey = z.enum(keys);
    if (problem.type === 'mcq') return ZKey;
    return z
      .array(ZKey)
      .min(1)
      .max(keys.length)
      .refine((chosen) => new Set(chosen).size === chosen.length, { message: 'duplicate_option' });
  }
  if (problem.type === 'mck') {
    const parsedStatements = ZStatementOptions.safeParse(problem.options);
    const parsedCategories = ZAnswerCategories.safeParse(problem.answerCategories ?? [...DEFAULT_ANSWER_CATEGORIES]);
    if (!parsedStatements.success || !parsedCategories.success) return ZNoAcceptableAnswer;
    const ZCategory = z.enum(parsedCategories.data);
    const shape = Object.fromEntries(Object.keys(parsedStatements.data).map((key) => [key, ZCategory]));
    return z.strictObject(shape);
  }
  return ZNoAcceptableAnswer;
}

function isCompleteMckAnswer(
  answer: Record<string, string>,
  statements: Record<string, string>,
  categories: string[],
): boolean {
  const statementKeys = Object.keys(statements);
  if (Object.keys(answer).length !== statementKeys.length) return false;
  return statementKeys.every((key) => Object.hasOwn(answer, key) && categories.includes(answer[key] ?? ''));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
