import { formatCount } from '../../../lib/number-format';
import type { TProblemRow } from '../api/get-problems';
import { problemTypeLabel } from '../../../../problem-types';
import { NeedsCheckNote } from './problem-figures';
import { PublicationBadge, QuestionPreview, StatusBadge, SubtopicAndTags } from './problem-row-parts';
import { RowActions, type TRowAction } from './row-actions';
import { RowSelectBox } from './row-select-box';

/** The list's selection as rows and cards use it (list-selection.ts holds the rules). */
export type TRowSelection = {
  isSelected: (problemId: string) => boolean;
  onToggle: (problemId: string, isShift: boolean) => void;
  page: boolean | 'indeterminate';
  onTogglePage: () => void;
};

type ProblemCardsProps = { problems: TProblemRow[]; onAction: (action: TRowAction) => void; selection: TRowSelection };

// Below md the table would be twice a phone's width: each problem is a card, its actions one
// tap away (issue 31.7, 31.9).
export function ProblemCards({ problems, onAction, selection }: ProblemCardsProps) {
  if (problems.length === 0) return <p className="rounded-2xl border border-slate-200 bg-white px-3 py-8 text-center text-slate-600 md:hidden">Tidak ada soal yang cocok.</p>;
  return (
    <div className="md:hidden">
      <div className="mb-2 flex items-center gap-2 px-1 text-sm text-slate-700">
        <RowSelectBox label="Pilih semua soal di halaman ini" checked={selection.page} onToggle={selection.onTogglePage} />
        <span aria-hidden="true">Pilih semua di halaman ini</span>
      </div>
      <ul aria-label="Daftar soal" className="space-y-2">
        {problems.map((problem) => (
          <li
            key={problem.problemId}
            className={`rounded-2xl border bg-white p-3 shadow-sm ${selection.isSelected(problem.problemId) ? 'border-indigo-300 bg-indigo-50/60' : 'border-slate-200'}`}
          >
            <div className="flex items-center gap-2">
              <RowSelectBox
                label={`Pilih ${problem.problemId}`}
                checked={selection.isSelected(problem.problemId)}
                onToggle={(isShift) => selection.onToggle(problem.problemId, isShift)}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-mono text-xs font-semibold text-slate-900">{problem.problemId}</span>
                <span className="flex items-center gap-1.5 text-xs text-slate-600">
                  {problemTypeLabel(problem.type)}
                  <PublicationBadge isPublished={problem.isPublished} />
                </span>
              </span>
              <RowActions problem={problem} onAction={onAction} />
            </div>
            <div className="mt-2 text-sm">
              <QuestionPreview problem={problem} lines={2} />
              <NeedsCheckNote flags={problem.stats.flags} />
            </div>
            <div className="mt-2">
              <SubtopicAndTags problem={problem} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
              <StatusBadge isOn={problem.isPublic} label="Publik" />
              <StatusBadge isOn={problem.hasSolution} label="Pembahasan" />
              <span>{`Siswa ${formatCount(problem.stats.learners)} · Laporan ${formatCount(problem.stats.openReports)}`}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
