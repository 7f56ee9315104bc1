import type { ProblemType, TAnswerableProblem, TSubmittedAnswer } from '../core/problem-shapes';
import { exprAnswerForm } from './expr/answer-form';
import { inputAnswerForm } from './input/answer-form';
import { mckAnswerForm } from './mck/answer-form';
import { mcmaAnswerForm } from './mcma/answer-form';
import { mcqAnswerForm } from './mcq/answer-form';

// The registry of each type's answer form (its answer-form.ts): what the learner's pages and the
// server's check of an arriving answer need, without the graders (and their number reader) or zod.

export type TAnswerForm<Answer extends TSubmittedAnswer = TSubmittedAnswer> = {
  // Whether a learner's answer fits one problem's own options and categories.
  fits: (problem: TAnswerableProblem, draft: unknown) => draft is Answer;
  // A saved or revealed answer fitted to the inputs of the type; undefined gives the empty draft.
  draftFrom: (value: unknown) => Answer;
  // Typed rather than picked: a tryout saves it after a pause in the typing, not at each key.
  isTyped?: true;
};

const ANSWER_FORMS: Record<ProblemType, TAnswerForm> = { input: inputAnswerForm, mcq: mcqAnswerForm, mcma: mcmaAnswerForm, mck: mckAnswerForm, expr: exprAnswerForm };

// A problem whose own data is broken, or of a type the app does not know, accepts nothing.
export function fitsAnswerForm(problem: TAnswerableProblem, draft: unknown): draft is TSubmittedAnswer {
  return Object.hasOwn(ANSWER_FORMS, problem.type) && ANSWER_FORMS[problem.type as ProblemType].fits(problem, draft);
}

export const isTypedAnswer = (type: ProblemType): boolean => ANSWER_FORMS[type].isTyped === true;

export const answerDraftFrom = (type: ProblemType, value: unknown): TSubmittedAnswer => ANSWER_FORMS[type].draftFrom(value);
