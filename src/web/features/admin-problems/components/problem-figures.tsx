import { FLAG_REASON_LABELS, formatMeanAttempts, formatRate } from '../../../../core/item-analytics';
import { adminTable } from '../../../components/admin/admin-table';
import { formatCount } from '../../../lib/number-format';
import type { TProblemRow } from '../api/get-problems';

const figureCell = `${adminTable.cell} px-1.5 text-right tabular-nums whitespace-nowrap`;

/** The five figure cells of a row, in the order of STAT_COLUMNS. */
export function FigureCells({ stats }: { stats: TProblemRow['stats'] }) {
  return (
    <>
      <td className={figureCell}>{formatCount(stats.learners)}</td>
      <td className={figureCell}>{formatRate(stats.firstTryRate)}</td>
      <td className={figureCell}>{formatRate(stats.eventualRate)}</td>
      <td className={figureCell}>{formatMeanAttempts(stats.meanAttempts)}</td>
      <td className={`${figureCell} ${stats.openReports > 0 ? 'font-semibold text-red-700' : ''}`}>{formatCount(stats.openReports)}</td>
    </>
  );
}

/** 'Perlu dicek' with its reasons as text, so no one has to hover to learn why. */
export function NeedsCheckNote({ flags }: { flags: TProblemRow['stats']['flags'] }) {
  if (flags.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5 text-xs">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">Perlu dicek</span>
      <span className="text-amber-900">{flags.map((flag) => FLAG_REASON_LABELS[flag]).join(' · ')}</span>
    </p>
  );
}
