import { DEFAULT_ANSWER_CATEGORIES, isAnswerCategoryList, isCompleteMckAnswer, isPlainRecord, isStatementOptions } from '../../core/problem-shapes';
import type { TAnswerForm } from '../answer-forms';

// A statements problem's answer form, all the learner's problem page loads of the type (definition.ts).
export const mckAnswerForm: TAnswerForm<Record<string, string>> = {
  fits: (problem, draft): draft is Record<string, string> => {
    const categories = problem.answerCategories ?? [...DEFAULT_ANSWER_CATEGORIES];
    return isStatementOptions(problem.options) && isAnswerCategoryList(categories) && isCompleteMckAnswer(draft, problem.options, categories);
  },
  draftFrom: (value) => {
    if (!isPlainRecord(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  },
};
