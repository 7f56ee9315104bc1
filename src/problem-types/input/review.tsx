import type { TReviewProps } from '../reviews';

/** The text the learner gave and the key. */
export function InputReview({ mine, answerKey, isCorrect }: TReviewProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-slate-600">Jawaban Anda</dt>
      <dd className={`font-semibold [overflow-wrap:anywhere] ${isCorrect ? 'text-emerald-800' : 'text-red-700'}`}>{typeof mine === 'string' && mine !== '' ? mine : '–'}</dd>
      <dt className="text-slate-600">Kunci</dt>
      <dd className="font-semibold text-emerald-800 [overflow-wrap:anywhere]">{typeof answerKey === 'string' ? answerKey : '–'}</dd>
    </dl>
  );
}
