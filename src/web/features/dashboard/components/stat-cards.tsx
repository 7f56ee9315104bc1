import type { ReactNode } from 'react';
import type { Statistics } from '../../../../core/dashboard';
import { formatCount, formatPercentTwoDecimals, formatTwoDecimals } from '../../../lib/number-format';

function StatCard({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      <div className="mt-1 text-sm text-slate-600">{children}</div>
    </li>
  );
}

export function StatCards({ statistics }: { statistics: Statistics }) {
  const { attempted, correct, accuracyPercent, solvedFirstTry, firstTrySharePercent, averageAttempts, totalAttempts } = statistics;
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard title="Soal Dijawab Benar" value={formatCount(correct)}>
        <p>dari {formatCount(attempted)} soal unik dicoba</p>
        <p className="font-semibold text-emerald-700">Akurasi {formatPercentTwoDecimals(accuracyPercent)}</p>
      </StatCard>
      <StatCard title="Benar dalam 1 Upaya" value={formatPercentTwoDecimals(firstTrySharePercent)}>
        <p>
          {formatCount(solvedFirstTry)} dari {formatCount(correct)} soal
        </p>
      </StatCard>
      <StatCard title="Rata-rata Upaya per Soal" value={formatTwoDecimals(averageAttempts)}>
        <p>Total {formatCount(totalAttempts)} upaya</p>
      </StatCard>
    </ul>
  );
}
