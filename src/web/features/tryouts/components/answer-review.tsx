import { answerDraftFrom } from '../../../../problem-types/answer-forms';
import { REVIEWS } from '../../../../problem-types/reviews';
import type { TTryoutResult } from '../api/get-result';

type TScored = Extract<TTryoutResult, { status: 'scored' }>;
type TReviewedProblem = TScored['problems'][number];

/** The learner's answer beside the key, in the problem's own shape (src/problem-types/<type>/review.tsx). */
export function AnswerReview({ item }: { item: TReviewedProblem }) {
  const { problem } = item;
  const Review = REVIEWS[problem.type];
  return (
    <Review
      options={problem.options}
      mine={answerDraftFrom(problem.type, item.answer ?? undefined)}
      answerKey={answerDraftFrom(problem.type, item.key ?? undefined)}
      isCorrect={item.correct}
    />
  );
}
