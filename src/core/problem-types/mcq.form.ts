import { isChoiceOptions, textOrEmpty, type TAnswerableProblem } from '../problem-shapes';

// A single-choice problem's answer form, all the learner's problem page loads of the type (mcq.ts).

export function fitsMcqAnswer(problem: TAnswerableProblem, draft: unknown): draft is string {
  return isChoiceOptions(problem.options) && typeof draft === 'string' && Object.hasOwn(problem.options, draft);
}

export const mcqDraftFrom = textOrEmpty;
