import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import type { TAnswerProblem } from '../../../../problem-types/answer-fields';
import { answerDraftFrom } from '../../../../problem-types/answer-forms';
import { REVIEWS } from '../../../../problem-types/reviews';

type AnswerBesideKeyProps = { problem: TAnswerProblem; mine: TSubmittedAnswer; answerKey: unknown; isCorrect: boolean };

/**
 * A review's answer as it was sent, marked right or wrong in words and with ✓/✗ (not by colour
 * alone), beside the key, in the problem's own shape (src/problem-types/<type>/review.tsx; issue
 * 52.4). Shown once the review is answered, in its own chunk.
 */
export function AnswerBesideKey({ problem, mine, answerKey, isCorrect }: AnswerBesideKeyProps) {
  const Review = REVIEWS[problem.type];
  return (
    <section aria-labelledby={`sent-${problem.problemId}`}>
      <h3 id={`sent-${problem.problemId}`} className={`mb-3 flex items-center gap-2 text-base font-semibold ${isCorrect ? 'text-emerald-800' : 'text-red-700'}`}>
        <span aria-hidden="true" className={`inline-flex size-7 items-center justify-center rounded-full ${isCorrect ? 'bg-emerald-100' : 'bg-red-100'}`}>
          {isCorrect ? '✓' : '✗'}
        </span>
        {isCorrect ? 'Jawaban Anda benar' : 'Jawaban Anda salah'}
      </h3>
      <Review
        options={problem.options}
        mine={answerDraftFrom(problem.type, mine)}
        answerKey={answerDraftFrom(problem.type, answerKey)}
        isCorrect={isCorrect}
      />
    </section>
  );
}
