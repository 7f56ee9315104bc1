import type { ProblemType, TSubmittedAnswer } from '../../../core/problem-shapes';
import { answerFormOf } from '../../../core/problem-types/answer-forms';

// The answer form's state, from each problem type's own definition (core/problem-types/).

export function emptyDraft(type: ProblemType): TSubmittedAnswer {
  return answerFormOf(type)?.emptyDraft() ?? '';
}

/** Fits any saved or revealed answer to the shape the inputs of this problem type expect. */
export function draftFrom(type: ProblemType, value: unknown): TSubmittedAnswer {
  return answerFormOf(type)?.draftFrom(value) ?? emptyDraft(type);
}
