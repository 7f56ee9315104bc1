import { INPUT_ANSWER_MAX_LENGTH, isTextOfLength, textOrEmpty } from '../../core/problem-shapes';
import type { TAnswerForm } from '../answer-forms';

// A fill-in problem's answer form, all the learner's problem page loads of the type (definition.ts).
export const inputAnswerForm: TAnswerForm<string> = {
  fits: (_problem, draft): draft is string => isTextOfLength(draft, 1, INPUT_ANSWER_MAX_LENGTH),
  draftFrom: textOrEmpty,
  isTyped: true,
};
