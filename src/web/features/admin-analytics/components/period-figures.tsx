import { useId } from 'react';
import { formatMeanAttempts, formatRate } from '../../../../core/item-analytics';
import { formatCount } from '../../../lib/number-format';
import type { TAnalyticsPeriod } from '../api/get-problem-analytics';
import { attemptBars } from '../attempt-distribution';
import { ShareBar } from './share-bar';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** One period's figures: learners, the rates, mean attempts and how many tries solving took. */
export function PeriodFigures({ title, period }: { title: string; period: TAnalyticsPeriod }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <Figure label="Siswa" value={formatCount(period.learners)} />
        <Figure label="Benar di percobaan pertama" value={formatRate(period.firstTryRate)} />
        <Figure label="Akhirnya benar" value={formatRate(period.eventualRate)} />
        <Figure label="Rata-rata upaya sampai benar" value={formatMeanAttempts(period.meanAttemptsToSolve)} />
      </dl>
      <h4 className="mt-4 text-sm font-semibold text-slate-800">Benar pada percobaan ke-</h4>
      <table className="mt-1 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Percobaan ke-</th>
            <th scope="col">Siswa</th>
            <th scope="col">Porsi dari yang benar</th>
          </tr>
        </thead>
        <tbody>
          {attemptBars(period.solvedOnAttempt).map((bar) => (
            <tr key={bar.label}>
              <th scope="row" className="w-10 py-1 pr-2 text-left font-medium tabular-nums text-slate-700">
                {bar.label}
              </th>
              <td className="w-24 py-1 pr-2 text-right tabular-nums text-slate-900">{`${formatCount(bar.count)} siswa`}</td>
              <td className="py-1">
                <span className="flex items-center gap-2">
                  <ShareBar share={bar.share} />
                  <span className="w-14 shrink-0 text-right tabular-nums text-slate-600">{formatRate(bar.share)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
