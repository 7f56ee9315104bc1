import type { ProblemType, TSubmittedAnswer } from '../../../core/problem-shapes';
import { answerDraftFrom } from '../../../problem-types/answer-forms';

// The answer form's state, from each problem type's own answer form (src/problem-types/<type>/).

/** Fits any saved or revealed answer to the shape the inputs of this problem type expect. */
export const draftFrom = answerDraftFrom;

export const emptyDraft = (type: ProblemType): TSubmittedAnswer => answerDraftFrom(type, undefined);
