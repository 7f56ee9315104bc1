import { isChoiceOptions, textOrEmpty } from '../../core/problem-shapes';
import type { TAnswerForm } from '../answer-forms';

// A single-choice problem's answer form, all the learner's problem page loads of the type (definition.ts).
export const mcqAnswerForm: TAnswerForm<string> = {
  fits: (problem, draft): draft is string => isChoiceOptions(problem.options) && typeof draft === 'string' && Object.hasOwn(problem.options, draft),
  draftFrom: textOrEmpty,
};
