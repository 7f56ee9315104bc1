import type { Ref } from 'react';

export type TResultView = { isCorrect: boolean; attemptsCount: number | null; xpAwarded: number };

/** A live region: it is always present so that a new result is announced. */
export function CheckResult({ result, ref }: { result: TResultView | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className="focus:outline-none">
      {result ? (
        <div
          className={`mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3 ${
            result.isCorrect ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'
          }`}
        >
          <span className="text-lg font-bold">{result.isCorrect ? 'Jawaban Benar!' : 'Jawaban Salah, coba lagi!'}</span>
          {result.isCorrect && result.xpAwarded > 0 ? (
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-bold text-amber-950">+{result.xpAwarded} XP</span>
          ) : null}
          {result.attemptsCount !== null ? <span className="ml-auto text-sm font-medium">Upaya ke-{result.attemptsCount}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
