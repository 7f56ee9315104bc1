import type { ReportStatus } from '../../../../core/report-lists';
import type { TReportList } from '../api/get-reports';
import { STATUS_OPTIONS } from '../report-view';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white';
const idleChip = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100';

type StatusFilterProps = {
  status: ReportStatus | null;
  counts: TReportList['counts'] | undefined;
  onChange: (status: ReportStatus | null) => void;
};

/** Toggle buttons rather than a select: the admin sees every status's count at a glance. */
export function StatusFilter({ status, counts, onChange }: StatusFilterProps) {
  const choices = [{ value: null, label: 'Semua', count: counts?.total }, ...STATUS_OPTIONS.map((option) => ({ ...option, count: counts?.byStatus[option.value] }))];
  return (
    <div role="group" aria-label="Saring menurut status" className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button key={choice.value ?? 'all'} type="button" aria-pressed={choice.value === status} className={`${chip} ${idleChip}`} onClick={() => onChange(choice.value)}>
          {choice.label}
          {choice.count === undefined ? null : <span className="tabular-nums opacity-80">({choice.count})</span>}
        </button>
      ))}
    </div>
  );
}
