// What a problem's options and answers look like, as plain values and checks without zod, so
// the problem page can use them without loading it. problem-types.ts builds the server's zod
// schemas from these checks.

export const PROBLEM_TYPES = ['input', 'mcq', 'mcma', 'mck', 'expr'] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

export function isProblemType(value: unknown): value is ProblemType {
  return (PROBLEM_TYPES as readonly unknown[]).includes(value);
}

export const OPTION_TEXT_MAX_LENGTH = 5000;
export const INPUT_ANSWER_MAX_LENGTH = 1000;
export const ANSWER_CATEGORY_MAX_LENGTH = 100;
export const MCK_MIN_ANSWER_CATEGORIES = 2;
export const DEFAULT_ANSWER_CATEGORIES = ['Benar', 'Salah'] as const;

export const CHOICE_KEY_PATTERN = /^[A-Z]$/;
export const STATEMENT_KEY_PATTERN = /^statement_[1-9][0-9]?$/;

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

export function isTextOfLength(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The draft of a typed or single-choice answer: the text, or nothing yet.
export const textOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// A key -> text map whose keys all match keyPattern, with at least minEntries entries.
function isKeyedTexts(value: unknown, keyPattern: RegExp, minEntries: number, maxTextLength: number): value is Record<string, string> {
  if (!isPlainRecord(value)) return false;
  const entries = Object.entries(value);
  return entries.length >= minEntries && entries.every(([key, text]) => keyPattern.test(key) && isTextOfLength(text, 1, maxTextLength));
}

// mcq and mcma: keys A..Z, at least two options.
export function isChoiceOptions(value: unknown): value is TProblemOptions {
  return isKeyedTexts(value, CHOICE_KEY_PATTERN, 2, OPTION_TEXT_MAX_LENGTH);
}

// mck: keys statement_1 .. statement_99, at least one statement.
export function isStatementOptions(value: unknown): value is TProblemOptions {
  return isKeyedTexts(value, STATEMENT_KEY_PATTERN, 1, OPTION_TEXT_MAX_LENGTH);
}

// An mck problem's categories: at least two, none blank, none repeated.
export function isAnswerCategoryList(value: unknown): value is string[] {
  if (!Array.isArray(value) || value.length < MCK_MIN_ANSWER_CATEGORIES) return false;
  const isEveryCategoryValid = value.every(
    (category) => isTextOfLength(category, 0, ANSWER_CATEGORY_MAX_LENGTH) && category.trim().length > 0,
  );
  return isEveryCategoryValid && new Set(value).size === value.length;
}

// A stored mck answer: statement key -> category, at least one statement.
export function isMckStoredAnswer(value: unknown): value is Record<string, string> {
  return isKeyedTexts(value, STATEMENT_KEY_PATTERN, 1, ANSWER_CATEGORY_MAX_LENGTH);
}

// Every statement answered with one of the categories, and nothing else.
export function isCompleteMckAnswer(answer: unknown, statements: TProblemOptions, categories: readonly string[]): answer is Record<string, string> {
  if (!isPlainRecord(answer)) return false;
  const statementKeys = Object.keys(statements);
  if (Object.keys(answer).length !== statementKeys.length) return false;
  return statementKeys.every((key) => Object.hasOwn(answer, key) && (categories as readonly unknown[]).includes(answer[key]));
}

// Older rows keep the mcma answer as a JSON string of the key list (spec 3).
export function normaliseStoredMcmaAnswer(value: unknown): string[] | null {
  const candidate = typeof value === 'string' ? parseJson(value) : value;
  if (!Array.isArray(candidate) || candidate.length === 0) return null;
  const isEveryKeyValid = candidate.every((key) => typeof key === 'string' && CHOICE_KEY_PATTERN.test(key));
  if (!isEveryKeyValid) return null;
  return [...new Set(candidate as string[])].sort();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
