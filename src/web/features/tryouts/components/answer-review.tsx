import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import { answerDraftFrom } from '../../../../core/problem-types/answer-forms';
import type { TTryoutResult } from '../api/get-result';

type TScored = Extract<TTryoutResult, { status: 'scored' }>;
type TReviewedProblem = TScored['problems'][number];

function Mark({ tone, children }: { tone: 'mine' | 'key'; children: string }) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'key' ? 'bg-emerald-100 text-emerald-800' : 'bg-indigo-100 text-indigo-800'}`}>{children}</span>
  );
}

const asList = (value: TSubmittedAnswer) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);

/** The learner's answer beside the key, in the problem's own shape (choices, statements, or text). */
export function AnswerReview({ item }: { item: TReviewedProblem }) {
  const { problem } = item;
  const mine = answerDraftFrom(problem.type, item.answer ?? undefined);
  const key = answerDraftFrom(problem.type, item.key ?? undefined);
  if (problem.type === 'mcq' || problem.type === 'mcma') {
    const chosen = new Set(asList(mine));
    const right = new Set(asList(key));
    return (
      <ul className="space-y-1.5">
        {problem.options.map((option) => (
          <li
            key={option.key}
            className={`flex items-start gap-2 rounded-xl border px-3 py-2 ${right.has(option.key) ? 'border-emerald-400 bg-emerald-50' : chosen.has(option.key) ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}
          >
            <span className="font-semibold text-slate-700">{option.key}.</span>
            <span className="math-content min-w-0 flex-1 overflow-x-auto" dangerouslySetInnerHTML={{ __html: option.html }} />
            <span className="flex flex-col items-end gap-1">
              {chosen.has(option.key) ? <Mark tone="mine">Jawabanmu</Mark> : null}
              {right.has(option.key) ? <Mark tone="key">Kunci</Mark> : null}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (problem.type === 'mck') {
    const chosen = mine as Record<string, string>;
    const right = key as Record<string, string>;
    return (
      <ul className="space-y-1.5">
        {problem.options.map((statement) => (
          <li key={statement.key} className="rounded-xl border border-slate-200 px-3 py-2">
            <span className="math-content block overflow-x-auto" dangerouslySetInnerHTML={{ __html: statement.html }} />
            <span className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <span className={chosen[statement.key] === right[statement.key] ? 'text-emerald-800' : 'text-red-700'}>Jawabanmu: {chosen[statement.key] ?? '–'}</span>
              <span className="text-emerald-800">Kunci: {right[statement.key] ?? '–'}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="text-slate-600">Jawabanmu</dt>
      <dd className={`font-semibold [overflow-wrap:anywhere] ${item.correct ? 'text-emerald-800' : 'text-red-700'}`}>{typeof mine === 'string' && mine !== '' ? mine : '–'}</dd>
      <dt className="text-slate-600">Kunci</dt>
      <dd className="font-semibold text-emerald-800 [overflow-wrap:anywhere]">{typeof key === 'string' ? key : '–'}</dd>
    </dl>
  );
}
