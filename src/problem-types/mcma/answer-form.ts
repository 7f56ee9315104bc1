import { isChoiceOptions, isStringList } from '../../core/problem-shapes';
import type { TAnswerForm } from '../answer-forms';

// A multiple-answer problem's answer form, all the learner's problem page loads of the type (definition.ts).
export const mcmaAnswerForm: TAnswerForm<string[]> = {
  // At least one of the problem's options, none twice.
  fits: (problem, draft): draft is string[] => {
    if (!isChoiceOptions(problem.options) || !isStringList(draft) || draft.length === 0) return false;
    const options = problem.options;
    return draft.every((key) => Object.hasOwn(options, key)) && new Set(draft).size === draft.length;
  },
  draftFrom: (value) => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []),
};
