import type { Ref } from 'react';
import type { TSubtopicLevel } from '../../../../core/mastery';
import { LevelWithReason } from '../../../components/level-badge';
import { formatDueAt } from '../../../lib/date-format';

export type TReviewResultView = { isCorrect: boolean; nextDueAt: string; level: TSubtopicLevel | null };

/**
 * A review's result (issue 34): right or wrong, when the problem comes back, and the subtopic's
 * level now. A live region, always present, as the problem page's result.
 */
export function ReviewResult({ result, subtopicName, ref }: { result: TReviewResultView | null; subtopicName: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className="focus:outline-none">
      {result ? (
        <div
          className={`mt-5 rounded-xl border px-4 py-3 ${result.isCorrect ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
        >
          <p className="text-lg font-bold">{result.isCorrect ? 'Jawaban Benar!' : 'Jawaban Salah'}</p>
          <p className="mt-1">
            {result.isCorrect ? '' : 'Jawaban Anda dan kuncinya ada di atas. '}
            Soal ini akan diulang lagi {formatDueAt(new Date(result.nextDueAt), new Date())}.
          </p>
          {result.level ? (
            <div className="mt-3 border-t border-current/20 pt-3 text-slate-900">
              <p className="mb-1 text-sm font-semibold">Level Anda di {subtopicName}:</p>
              <LevelWithReason level={result.level} />
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
