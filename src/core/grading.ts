import {
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  isAnswerCategoryList,
  isChoiceOptions,
  isCompleteMckAnswer,
  isMckStoredAnswer,
  isPlainRecord,
  isStatementOptions,
  isTextOfLength,
  normaliseStoredMcmaAnswer,
  type TAnswerableProblem,
  type TSubmittedAnswer,
} from './problem-shapes';

export type TGradableProblem = {
  type: string;
  answer: unknown;
};

// Spec 5. A stored answer that does not fit its type grades as wrong instead of failing the request.
export function isAnswerCorrect(problem: TGradableProblem, submitted: TSubmittedAnswer): boolean {
  const stored = problem.answer;
  switch (problem.type) {
    case 'input':
      // Case-insensitive but deliberately not trimmed: '12 ' is not '12'.
      return typeof stored === 'string' && typeof submitted === 'string' && stored.toLowerCase() === submitted.toLowerCase();
    case 'mcq':
      return typeof stored === 'string' && stored === submitted;
    case 'mcma': {
      const storedKeys = normaliseStoredMcmaAnswer(stored);
      return storedKeys !== null && isStringList(submitted) && hasSameMembers(storedKeys, submitted);
    }
    case 'mck':
      return isMckStoredAnswer(stored) && hasSameEntries(stored, submitted);
    default:
      return false;
  }
}

// Spec 4: resubmitting the previous answer re-shows its result without counting a new attempt.
export function isSameAnswer(previous: unknown, current: TSubmittedAnswer): boolean {
  if (typeof current === 'string') return previous === current;
  if (Array.isArray(current)) return isStringList(previous) && hasSameMembers(previous, current);
  return hasSameEntries(current, previous);
}

// Whether a learner's answer fits one problem's own options and categories: spec 5's disabled
// check button, and the server's check of an arriving answer (answerSchemaFor in problem-types.ts).
// A problem whose own data is broken accepts no answer at all rather than guessing.
export function canSubmit(problem: TAnswerableProblem, draft: unknown): draft is TSubmittedAnswer {
  switch (problem.type) {
    case 'input':
      return isTextOfLength(draft, 1, INPUT_ANSWER_MAX_LENGTH);
    case 'mcq':
      return isChoiceOptions(problem.options) && typeof draft === 'string' && Object.hasOwn(problem.options, draft);
    case 'mcma':
      return isChoiceOptions(problem.options) && isChoiceList(draft, problem.options);
    case 'mck': {
      const categories = problem.answerCategories ?? [...DEFAULT_ANSWER_CATEGORIES];
      return isStatementOptions(problem.options) && isAnswerCategoryList(categories) && isCompleteMckAnswer(draft, problem.options, categories);
    }
    default:
      return false;
  }
}

// At least one of the problem's options, none twice.
function isChoiceList(value: unknown, options: Record<string, string>): value is string[] {
  if (!isStringList(value) || value.length === 0) return false;
  return value.every((key) => Object.hasOwn(options, key)) && new Set(value).size === value.length;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isPlainRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

function hasSameMembers(left: string[], right: string[]): boolean {
  const leftSet = new Set(left);
  const rightSet = new Set(right);
  if (leftSet.size !== rightSet.size) return false;
  return [...leftSet].every((item) => rightSet.has(item));
}

function hasSameEntries(expected: Record<string, string>, actual: unknown): boolean {
  if (!isStringRecord(expected) || !isStringRecord(actual)) return false;
  const expectedKeys = Object.keys(expected);
  if (expectedKeys.length !== Object.keys(actual).length) return false;
  return expectedKeys.every((key) => Object.hasOwn(actual, key) && actual[key] === expected[key]);
}
