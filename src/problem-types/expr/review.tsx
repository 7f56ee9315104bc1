import type { TReviewProps } from '../reviews';
import { exprAnswerForm } from './answer-form';

/** The expression the learner gave and the key's. */
export function ExprReview({ mine, answerKey, isCorrect }: TReviewProps) {
  const given = exprAnswerForm.draftFrom(mine);
  const key = exprAnswerForm.draftFrom(answerKey);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-slate-600">Jawaban Anda</dt>
      <dd className={`font-mono font-semibold [overflow-wrap:anywhere] ${isCorrect ? 'text-emerald-800' : 'text-red-700'}`}>{given !== '' ? given : '–'}</dd>
      <dt className="text-slate-600">Kunci</dt>
      <dd className="font-mono font-semibold text-emerald-800 [overflow-wrap:anywhere]">{key !== '' ? key : '–'}</dd>
    </dl>
  );
}
