import { adminTable } from '../../../components/admin/admin-table';
import { DropdownMenu } from '../../../components/ui/dropdown-menu';
import { Link } from '../../../lib/router';
import { adminProblemPath } from '../../../admin-paths';
import type { TProblemRow } from '../api/get-problems';
import { problemEditorPath } from '../problem-paths';

export type TRowAction = { kind: 'duplicate' | 'delete'; problem: TProblemRow };

const compact = `${adminTable.textButton} px-2`;

/** Edit on the row; Analitik, Duplikat and Hapus in its menu, so the question keeps the room. */
export function RowActions({ problem, onAction }: { problem: TProblemRow; onAction: (action: TRowAction) => void }) {
  return (
    <span className="flex items-center justify-end gap-x-1">
      <Link to={problemEditorPath.edit(problem.problemId)} className={compact} aria-label={`Edit ${problem.problemId}`}>
        Edit
      </Link>
      <DropdownMenu
        trigger={
          <button type="button" className={adminTable.iconButton} aria-label={`Aksi lain ${problem.problemId}`}>
            <span aria-hidden="true">⋯</span>
          </button>
        }
        items={[
          { key: 'analytics', label: 'Analitik', to: adminProblemPath.analytics(problem.problemId) },
          { key: 'duplicate', label: 'Duplikat', onSelect: () => onAction({ kind: 'duplicate', problem }) },
          { key: 'delete', label: 'Hapus', onSelect: () => onAction({ kind: 'delete', problem }) },
        ]}
      />
    </span>
  );
}
