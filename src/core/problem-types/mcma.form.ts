import { isChoiceOptions, isStringList, type TAnswerableProblem } from '../problem-shapes';

// A multiple-answer problem's answer form, all the learner's problem page loads of the type (mcma.ts).

// At least one of the problem's options, none twice.
export function fitsMcmaAnswer(problem: TAnswerableProblem, draft: unknown): draft is string[] {
  if (!isChoiceOptions(problem.options) || !isStringList(draft) || draft.length === 0) return false;
  const options = problem.options;
  return draft.every((key) => Object.hasOwn(options, key)) && new Set(draft).size === draft.length;
}

export const mcmaDraftFrom = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
