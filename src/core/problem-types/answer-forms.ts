import { textOrEmpty, type ProblemType, type TAnswerableProblem, type TSubmittedAnswer } from '../problem-shapes';
import { fitsInputAnswer } from './input.form';
import { fitsMckAnswer, mckDraftFrom } from './mck.form';
import { fitsMcmaAnswer, mcmaDraftFrom } from './mcma.form';
import { fitsMcqAnswer } from './mcq.form';

// The part of each type the learner's answer form needs (its <type>.form.ts), in files of their
// own: the problem page's first load carries neither the graders (and their number reader) nor
// zod. Dispatched by a switch rather than a table of the forms: the problem route's initial JS is
// at its budget, and this is the smaller of the two.

// Whether a learner's answer fits one problem's own options and categories; a type the app does
// not know accepts nothing.
export function fitsAnswerForm(problem: TAnswerableProblem, draft: unknown): draft is TSubmittedAnswer {
  switch (problem.type) {
    case 'input':
      return fitsInputAnswer(problem, draft);
    case 'mcq':
      return fitsMcqAnswer(problem, draft);
    case 'mcma':
      return fitsMcmaAnswer(problem, draft);
    case 'mck':
      return fitsMckAnswer(problem, draft);
    default:
      return false;
  }
}

// A saved or revealed answer fitted to the inputs of its type; undefined gives the empty draft.
// Fill-in and single choice both keep text (input.form.ts, mcq.form.ts).
export function answerDraftFrom(type: ProblemType, value: unknown): TSubmittedAnswer {
  if (type === 'mcma') return mcmaDraftFrom(value);
  if (type === 'mck') return mckDraftFrom(value);
  return textOrEmpty(value);
}
