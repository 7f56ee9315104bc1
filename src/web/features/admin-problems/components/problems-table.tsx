import { adminTable } from '../../../components/admin/admin-table';
import type { TProblemRow } from '../api/get-problems';
import type { TListSort } from '../list-sort';
import { problemTypeLabel } from '../../../../problem-types';
import { FigureCells, NeedsCheckNote } from './problem-figures';
import { PublicationBadge, QuestionPreview, StatusBadge, SubtopicAndTags } from './problem-row-parts';
import { ProblemsTableHead } from './problems-table-head';
import { RowActions, type TRowAction } from './row-actions';
import { RowSelectBox } from './row-select-box';
import type { TRowSelection } from './problem-cards';

export type { TRowAction } from './row-actions';

const COLUMN_COUNT = 11;
// Tighter than the other admin tables: eleven columns share a laptop's width with the question.
const cell = 'px-2 py-1.5 align-middle text-slate-800';

type ProblemsTableProps = {
  problems: TProblemRow[];
  sort: TListSort;
  onSort: (sort: TListSort) => void;
  onAction: (action: TRowAction) => void;
  selection: TRowSelection;
};

// From md up; phones get cards (ProblemCards). A row is at most about 60 px: two lines of the
// rendered question (one when it carries 'Perlu dicek'), the subtopic and tags on two short lines.
export function ProblemsTable({ problems, sort, onSort, onAction, selection }: ProblemsTableProps) {
  return (
    <div className={`${adminTable.wrapper} hidden md:block`}>
      <table className={adminTable.table}>
        <ProblemsTableHead sort={sort} onSort={onSort} pageSelection={selection.page} onTogglePage={selection.onTogglePage} />
        <tbody className="divide-y divide-slate-100">
          {problems.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className={adminTable.empty}>
                Tidak ada soal yang cocok.
              </td>
            </tr>
          ) : (
            problems.map((problem) => (
              <tr key={problem.problemId} className={`${adminTable.row} ${selection.isSelected(problem.problemId) ? 'bg-indigo-50/60' : ''}`}>
                <td className="w-10 py-1 pl-3 align-middle">
                  <RowSelectBox
                    label={`Pilih ${problem.problemId}`}
                    checked={selection.isSelected(problem.problemId)}
                    onToggle={(isShift) => selection.onToggle(problem.problemId, isShift)}
                  />
                </td>
                <th scope="row" className={`${cell} whitespace-nowrap font-normal`}>
                  <span className="flex items-center gap-1.5">
                    <span className="font-mono text-xs font-semibold text-slate-900">{problem.problemId}</span>
                    <PublicationBadge isPublished={problem.isPublished} />
                  </span>
                  <span className="mt-0.5 block text-xs text-slate-600">{problemTypeLabel(problem.type)}</span>
                </th>
                <td className={`${cell} min-w-56`}>
                  <QuestionPreview problem={problem} lines={problem.stats.flags.length > 0 ? 1 : 2} />
                  <NeedsCheckNote flags={problem.stats.flags} />
                </td>
                <td className={`${cell} max-w-36`}>
                  <SubtopicAndTags problem={problem} />
                </td>
                <td className={cell}>
                  <span className="flex flex-col items-start gap-0.5">
                    <StatusBadge isOn={problem.isPublic} label="Publik" />
                    <StatusBadge isOn={problem.hasSolution} label="Pembahasan" />
                  </span>
                </td>
                <FigureCells stats={problem.stats} />
                <td className={cell}>
                  <RowActions problem={problem} onAction={onAction} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
