import {
  DEFAULT_ANSWER_CATEGORIES,
  isAnswerCategoryList,
  isCompleteMckAnswer,
  isPlainRecord,
  isStatementOptions,
  type TAnswerableProblem,
} from '../problem-shapes';

// A statements problem's answer form, all the learner's problem page loads of the type (mck.ts).

export function fitsMckAnswer(problem: TAnswerableProblem, draft: unknown): draft is Record<string, string> {
  const categories = problem.answerCategories ?? [...DEFAULT_ANSWER_CATEGORIES];
  return isStatementOptions(problem.options) && isAnswerCategoryList(categories) && isCompleteMckAnswer(draft, problem.options, categories);
}

export function mckDraftFrom(value: unknown): Record<string, string> {
  if (!isPlainRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
