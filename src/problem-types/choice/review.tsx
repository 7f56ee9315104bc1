import type { TReviewProps } from '../reviews';

function Mark({ tone, children }: { tone: 'mine' | 'key'; children: string }) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'key' ? 'bg-emerald-100 text-emerald-800' : 'bg-indigo-100 text-indigo-800'}`}>{children}</span>
  );
}

const asList = (value: unknown) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);

/** mcq and mcma: every option, the learner's and the key's marked. */
export function ChoiceReview({ options, mine, answerKey }: TReviewProps) {
  const chosen = new Set(asList(mine));
  const right = new Set(asList(answerKey));
  return (
    <ul className="space-y-1.5">
      {options.map((option) => (
        <li
          key={option.key}
          className={`flex items-start gap-2 rounded-xl border px-3 py-2 ${right.has(option.key) ? 'border-emerald-400 bg-emerald-50' : chosen.has(option.key) ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}
        >
          <span className="font-semibold text-slate-700">{option.key}.</span>
          <span className="math-content min-w-0 flex-1 overflow-x-auto" dangerouslySetInnerHTML={{ __html: option.html }} />
          <span className="flex flex-col items-end gap-1">
            {chosen.has(option.key) ? <Mark tone="mine">Jawaban Anda</Mark> : null}
            {right.has(option.key) ? <Mark tone="key">Kunci</Mark> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
