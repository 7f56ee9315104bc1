import { INPUT_ANSWER_MAX_LENGTH, isTextOfLength, textOrEmpty, type TAnswerableProblem } from '../problem-shapes';

// A fill-in problem's answer form, all the learner's problem page loads of the type (input.ts).

export function fitsInputAnswer(_problem: TAnswerableProblem, draft: unknown): draft is string {
  return isTextOfLength(draft, 1, INPUT_ANSWER_MAX_LENGTH);
}

export const inputDraftFrom = textOrEmpty;
