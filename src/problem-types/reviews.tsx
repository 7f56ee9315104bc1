import type { ReactNode } from 'react';
import type { ProblemType, TSubmittedAnswer } from '../core/problem-shapes';
import type { TAnswerOption } from '../web/components/answer/choice-options';
import { ChoiceReview } from './choice/review';
import { ExprReview } from './expr/review';
import { InputReview } from './input/review';
import { MckReview } from './mck/review';

// The registry of the tryout result's reviews, one per type (its review.tsx, or choice/'s for
// mcq and mcma): the learner's answer beside the key, in the problem's own shape.

export type TReviewProps = {
  options: TAnswerOption[];
  /** Both as the answer form reads them (answer-forms.ts): an empty draft where there is none. */
  mine: TSubmittedAnswer;
  answerKey: TSubmittedAnswer;
  isCorrect: boolean;
};

export const REVIEWS: Record<ProblemType, (props: TReviewProps) => ReactNode> = {
  input: InputReview,
  mcq: ChoiceReview,
  mcma: ChoiceReview,
  mck: MckReview,
  expr: ExprReview,
};
