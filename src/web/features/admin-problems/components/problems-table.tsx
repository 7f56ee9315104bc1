import { Link } from '../../../lib/router';
import { adminTable } from '../../../components/admin/admin-table';
import { TagChips } from '../../../components/tag-chips';
import type { TProblemRow } from '../api/get-problems';
import { adminProblemPath } from '../../../admin-paths';
import type { TListSort } from '../list-sort';
import { problemEditorPath } from '../problem-paths';
import { problemTypeLabel } from '../problem-type-labels';
import { FigureCells, NeedsCheckNote } from './problem-figures';
import { ProblemsTableHead } from './problems-table-head';

const COLUMN_COUNT = 11;

export type TRowAction = { kind: 'duplicate' | 'delete'; problem: TProblemRow };

function StatusBadge({ isOn, label }: { isOn: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${isOn ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600 line-through'}`}
    >
      <span aria-hidden="true">{isOn ? '✓' : '✗'}</span>
      <span className="sr-only">{isOn ? '' : 'Tidak '}</span>
      {label}
    </span>
  );
}

function SubtopicPath({ problem }: { problem: TProblemRow }) {
  return (
    <span className="block text-xs leading-snug text-slate-600">
      {`${problem.category.categoryName} › ${problem.topic.topicName} › `}
      <span className="font-medium text-slate-800">{problem.subtopic.subtopicName}</span>
    </span>
  );
}

const compactButton = 'px-2';

type ProblemsTableProps = {
  problems: TProblemRow[];
  sort: TListSort;
  onSort: (sort: TListSort) => void;
  onAction: (action: TRowAction) => void;
};

// At 1280 px the figures take the room of tag and subtopic, which move under the question (as
// on a tablet); from 1536 px they have their own columns again.
export function ProblemsTable({ problems, sort, onSort, onAction }: ProblemsTableProps) {
  return (
    <div className={adminTable.wrapper}>
      <table className={adminTable.table}>
        <ProblemsTableHead sort={sort} onSort={onSort} />
        <tbody className="divide-y divide-slate-100">
          {problems.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className={adminTable.empty}>
                Tidak ada soal yang cocok.
              </td>
            </tr>
          ) : (
            problems.map((problem) => (
              <tr key={problem.problemId} className={adminTable.row}>
                <th scope="row" className={`${adminTable.cell} whitespace-nowrap font-normal`}>
                  <span className="block font-mono text-xs font-semibold text-slate-900">{problem.problemId}</span>
                  <span className="block text-xs text-slate-600">{problemTypeLabel(problem.type)}</span>
                </th>
                <td className={adminTable.cell}>
                  <p className="line-clamp-2 max-w-lg text-slate-700">{problem.preview}</p>
                  <div className="mt-1 space-y-1 2xl:hidden">
                    <SubtopicPath problem={problem} />
                    <TagChips tag={problem.tag ?? ''} />
                  </div>
                  <NeedsCheckNote flags={problem.stats.flags} />
                </td>
                <td className={`${adminTable.cell} hidden max-w-48 2xl:table-cell`}>
                  <TagChips tag={problem.tag ?? ''} />
                </td>
                <td className={`${adminTable.cell} hidden max-w-56 2xl:table-cell`}>
                  <SubtopicPath problem={problem} />
                </td>
                <td className={adminTable.cell}>
                  <span className="flex flex-col items-start gap-1">
                    <StatusBadge isOn={problem.isPublic} label="Publik" />
                    <StatusBadge isOn={problem.hasSolution} label="Pembahasan" />
                  </span>
                </td>
                <FigureCells stats={problem.stats} />
                <td className={`${adminTable.cell} text-right`}>
                  <span className="grid grid-cols-[auto_auto] justify-end gap-x-1">
                  <Link to={adminProblemPath.analytics(problem.problemId)} className={`${adminTable.textButton} ${compactButton}`} aria-label={`Analitik ${problem.problemId}`}>
                    Analitik
                  </Link>
                  <Link to={problemEditorPath.edit(problem.problemId)} className={`${adminTable.textButton} ${compactButton}`} aria-label={`Edit ${problem.problemId}`}>
                    Edit
                  </Link>
                  <button
                    type="button"
                    className={`${adminTable.textButton} ${compactButton}`}
                    aria-label={`Duplikat ${problem.problemId}`}
                    onClick={() => onAction({ kind: 'duplicate', problem })}
                  >
                    Duplikat
                  </button>
                  <button
                    type="button"
                    className={`${adminTable.dangerTextButton} ${compactButton}`}
                    aria-label={`Hapus ${problem.problemId}`}
                    onClick={() => onAction({ kind: 'delete', problem })}
                  >
                    Hapus
                  </button>
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
