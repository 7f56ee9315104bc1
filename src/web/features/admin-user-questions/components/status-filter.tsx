import type { QuestionStatus } from '../../../../core/question-status';
import type { TUserQuestionList } from '../api/get-user-questions';
import { STATUS_OPTIONS } from '../question-view';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white';

type StatusFilterProps = {
  status: QuestionStatus | null;
  counts: TUserQuestionList['counts'] | undefined;
  onChange: (status: QuestionStatus | null) => void;
};

/** Toggle buttons rather than a select: the admin sees how many wait in each status at a glance. */
export function StatusFilter({ status, counts, onChange }: StatusFilterProps) {
  const choices = [{ value: null, label: 'Semua', count: counts?.total }, ...STATUS_OPTIONS.map((option) => ({ ...option, count: counts?.byStatus[option.value] }))];
  return (
    <div role="group" aria-label="Saring menurut status" className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button key={choice.value ?? 'all'} type="button" aria-pressed={choice.value === status} className={chip} onClick={() => onChange(choice.value)}>
          {choice.label}
          {choice.count === undefined ? null : <span className="tabular-nums opacity-80">({choice.count})</span>}
        </button>
      ))}
    </div>
  );
}
