import { CheckIcon } from '../../../components/ui/icons';
import type { TTryoutResult } from '../api/get-result';
import { AnswerReview } from './answer-review';

type TScored = Extract<TTryoutResult, { status: 'scored' }>;

const DIFFICULTY_TONE = { mudah: 'text-emerald-800 bg-emerald-50', sedang: 'text-amber-900 bg-amber-50', sulit: 'text-red-800 bg-red-50' } as const;

/** Each problem by section, folded: right or wrong, its measured difficulty; open, the answer beside the key and the solution. */
export function ProblemReview({ result }: { result: TScored }) {
  const bySection = new Map<string, TScored['problems']>();
  for (const item of result.problems) bySection.set(item.sectionId, [...(bySection.get(item.sectionId) ?? []), item]);
  return (
    <section aria-labelledby="review-title" className="mt-6">
      <h2 id="review-title" className="text-lg font-bold text-slate-900 sm:text-xl">
        Pembahasan soal
      </h2>
      {[...bySection.values()].map((items) => (
        <div key={items[0]!.sectionId} className="mt-3">
          <h3 className="font-semibold text-slate-800 [overflow-wrap:anywhere]">{items[0]!.sectionName}</h3>
          <ul className="mt-2 space-y-2">
            {items.map((item) => {
              const verdict = item.answer === null ? 'Tidak dijawab' : item.correct ? 'Benar' : 'Salah';
              return (
                <li key={item.problem.problemId}>
                  <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
                    <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2">
                      <span
                        aria-hidden="true"
                        className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${item.correct ? 'bg-emerald-600 text-white' : item.answer === null ? 'border-2 border-slate-300 text-slate-500' : 'bg-red-600 text-white'}`}
                      >
                        {item.correct ? <CheckIcon /> : item.answer === null ? '–' : '✕'}
                      </span>
                      <span className="flex-1 font-semibold text-slate-900">
                        Soal {item.position} <span className="font-normal text-slate-600">· {verdict}</span>
                      </span>
                      {item.difficulty ? (
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DIFFICULTY_TONE[item.difficulty]}`}>
                          {item.difficulty}
                          {item.provisional ? '*' : ''}
                        </span>
                      ) : null}
                      <span aria-hidden="true" className="text-slate-400 transition-transform group-open:rotate-90">
                        &rsaquo;
                      </span>
                    </summary>
                    <div className="border-t border-slate-200 px-4 pb-4 pt-3">
                      <div className="math-content question-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: item.problem.questionHtml }} />
                      <div className="mt-3">
                        <AnswerReview item={item} />
                      </div>
                      <h4 className="mt-4 font-semibold text-slate-900">Pembahasan</h4>
                      {item.solutionHtml ? (
                        <div className="math-content solution-content mt-1 overflow-x-auto" dangerouslySetInnerHTML={{ __html: item.solutionHtml }} />
                      ) : (
                        <p className="mt-1 text-slate-600">Pembahasan untuk soal ini belum tersedia.</p>
                      )}
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {result.problems.some((item) => item.provisional) ? (
        <p className="mt-3 text-sm text-slate-600">* Tingkat kesulitan sementara: soal ini belum cukup dijawab di tryout untuk diukur.</p>
      ) : null}
    </section>
  );
}

