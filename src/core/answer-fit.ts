import {
  DEFAULT_ANSWER_CATEGORIES,
  INPUT_ANSWER_MAX_LENGTH,
  isAnswerCategoryList,
  isChoiceOptions,
  isCompleteMckAnswer,
  isStatementOptions,
  isTextOfLength,
  type TAnswerableProblem,
  type TSubmittedAnswer,
} from './problem-shapes';

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

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

