import type { TAnswerableProblem, TSubmittedAnswer } from './problem-shapes';
import { answerFormOf } from './problem-types/answer-forms';

// Whether a learner's answer fits one problem's own options and categories: spec 5's disabled
// check button, and the server's check of an arriving answer (answerSchemaFor in
// problem-types/schemas.ts). A problem whose own data is broken, or of a type the app does not
// know, accepts no answer at all rather than guessing.
export function canSubmit(problem: TAnswerableProblem, draft: unknown): draft is TSubmittedAnswer {
  return answerFormOf(problem.type)?.fits(problem, draft) ?? false;
}
