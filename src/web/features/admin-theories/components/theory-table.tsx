import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import { MoveButtons } from '../../../components/admin/move-buttons';
import type { TTheory } from '../api/get-theories';
import { DeleteTheoryButton } from './delete-theory-button';
import { DuplicateTheoryButton } from './duplicate-theory-button';

const COLUMNS: TAdminColumn[] = [
  { label: 'No', className: 'w-10' },
  { label: 'ID', className: 'hidden w-32 lg:table-cell' },
  { label: 'Konten' },
  { label: 'Dipakai', className: 'whitespace-nowrap' },
  { label: 'Urutan' },
  { label: 'Aksi' },
];

type TheoryTableProps = {
  subtopicId: string;
  theories: TTheory[];
  editingTheoryId: string | null;
  isMoving: boolean;
  onMove: (theory: TTheory, direction: 'up' | 'down') => void;
  onEdit: (theory: TTheory) => void;
  onDeleted: (theory: TTheory) => void;
};

export function TheoryTable({ subtopicId, theories, editingTheoryId, isMoving, onMove, onEdit, onDeleted }: TheoryTableProps) {
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <caption className="sr-only">Daftar teori, menurut urutan</caption>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {theories.length === 0 ? (
            <tr>
              <td colSpan={6} className={adminTable.empty}>
                Belum ada teori di subtopik ini.
              </td>
            </tr>
          ) : (
            theories.map((theory, index) => {
              const label = `teori ${theory.theoryId}`;
              const isEditing = theory.theoryId === editingTheoryId;
              return (
                <tr key={theory.theoryId} className={`${adminTable.row} ${isEditing ? 'bg-indigo-50' : ''}`} aria-current={isEditing ? 'true' : undefined}>
                  <td className={`${adminTable.cell} tabular-nums text-slate-500`}>{index + 1}</td>
                  <td className={`${adminTable.cell} hidden whitespace-nowrap font-mono text-xs lg:table-cell`}>{theory.theoryId}</td>
                  <td className={`${adminTable.cell} min-w-72`} data-card-wide>
                    {/* On a tablet the id sits above the text, leaving the text more room. */}
                    <p className="font-mono text-xs text-slate-500 lg:hidden">{theory.theoryId}</p>
                    <div className="math-content line-clamp-4 max-w-3xl break-words" dangerouslySetInnerHTML={{ __html: theory.contentHtml }} />
                  </td>
                  <td className={`${adminTable.cell} whitespace-nowrap tabular-nums`}>{theory.linkedProblemCount} soal</td>
                  <td className={adminTable.cell} data-move-theory={theory.theoryId}>
                    <MoveButtons
                      label={label}
                      isFirst={index === 0}
                      isLast={index === theories.length - 1}
                      isBusy={isMoving}
                      onMove={(direction) => onMove(theory, direction)}
                    />
                  </td>
                  <td className={adminTable.cell}>
                    <div className="flex flex-nowrap gap-1">
                      <button type="button" className={adminTable.textButton} aria-label={`Edit ${label}`} onClick={() => onEdit(theory)}>
                        Edit
                      </button>
                      <DuplicateTheoryButton subtopicId={subtopicId} theory={theory} label={label} />
                      <DeleteTheoryButton subtopicId={subtopicId} theory={theory} label={label} onDeleted={() => onDeleted(theory)} />
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
