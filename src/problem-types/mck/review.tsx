import type { TReviewProps } from '../reviews';
import { mckAnswerForm } from './answer-form';

/** Each statement with the learner's category and the key's. */
export function MckReview({ options, mine, answerKey }: TReviewProps) {
  const chosen = mckAnswerForm.draftFrom(mine);
  const right = mckAnswerForm.draftFrom(answerKey);
  return (
    <ul className="space-y-1.5">
      {options.map((statement) => (
        <li key={statement.key} className="rounded-xl border border-slate-200 px-3 py-2">
          <span className="math-content block overflow-x-auto" dangerouslySetInnerHTML={{ __html: statement.html }} />
          <span className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <span className={chosen[statement.key] === right[statement.key] ? 'text-emerald-800' : 'text-red-700'}>Jawaban Anda: {chosen[statement.key] ?? '–'}</span>
            <span className="text-emerald-800">Kunci: {right[statement.key] ?? '–'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
