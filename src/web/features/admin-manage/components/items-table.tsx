import type { MouseEvent } from 'react';
import { THEORY_CATEGORY_FIXED_MESSAGE } from '../../../../core/theory-category';
import { Link, useNavigate } from '../../../lib/router';
import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { toast } from '../../../lib/toast';
import type { TManagedItem } from '../api/managed-item';
import { useMoveItem, type TMoveDirection } from '../api/move-item';
import { levelText, manageHref, type TScope } from '../manage-levels';
import { paths } from '../../../routes';
import { PublishCheckbox } from './publish-checkbox';

type ItemsTableProps = {
  scope: TScope;
  items: TManagedItem[];
  onEdit: (item: TManagedItem) => void;
  onDelete: (item: TManagedItem) => void;
  /** The item whose deletion impact is being counted: its delete button waits. */
  pendingDeleteId: string | null;
};

// Where a row leads: a category to its topics, a topic to its subtopics, a subtopic to its
// problems in the problem list (issue 31.7).
function childHref(scope: TScope, item: TManagedItem): string {
  if (scope.level === 'category') return manageHref({ categoryId: item.id });
  if (scope.level === 'topic') return manageHref({ categoryId: scope.categoryId, topicId: item.id });
  // The whole path, so the list's filter selects show where the problems are.
  return `${paths.adminProblems}?${new URLSearchParams({ categoryId: scope.categoryId, topicId: scope.topicId, subtopicId: item.id }).toString()}`;
}

const fixedNoteId = (item: TManagedItem) => `fixed-note-${item.id}`;

// Clicks on the controls of a row must not also open the row.
const keepInCell = (event: MouseEvent) => event.stopPropagation();

export function ItemsTable({ scope, items, onEdit, onDelete, pendingDeleteId }: ItemsTableProps) {
  const navigate = useNavigate();
  const move = useMoveItem(scope);
  const text = levelText[scope.level];
  const hasDescription = scope.level === 'category';
  const columns: TAdminColumn[] = [
    { label: 'Nama' },
    ...(hasDescription ? [{ label: 'Deskripsi', className: 'hidden md:table-cell' }] : []),
    // The narrow columns shrink to their content; name and description share the rest.
    { label: text.childColumn, className: 'w-px text-right' },
    { label: 'Terbit', className: 'w-px' },
    { label: 'Urutan', className: 'w-px' },
    { label: 'Aksi', className: 'w-px', isLabelHidden: true },
  ];

  const onMove = (item: TManagedItem, direction: TMoveDirection) =>
    move.mutate(
      { id: item.id, direction },
      { onSuccess: () => toast.success('Urutan berhasil diubah!'), onError: () => toast.error('Gagal mengurutkan!') },
    );

  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <AdminTableHead columns={columns} />
        <tbody className="divide-y divide-slate-100">
          {items.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={adminTable.empty}>
                Belum ada {text.word}.
              </td>
            </tr>
          ) : null}
          {items.map((item, index) => {
            const href = childHref(scope, item);
            return (
              <tr key={item.id} className={`${adminTable.row} cursor-pointer`} onClick={() => navigate(href)}>
                <td className={`${adminTable.cell} font-medium`} data-card-wide>
                  <Link to={href} className="inline-flex min-h-10 items-center rounded-md text-indigo-700 underline-offset-4 hover:underline sm:min-h-0" onClick={keepInCell}>
                    {item.name}
                  </Link>
                  {item.isFixed ? (
                    <p id={fixedNoteId(item)} className="mt-1 max-w-xs text-xs font-normal text-slate-600">
                      {THEORY_CATEGORY_FIXED_MESSAGE}
                    </p>
                  ) : null}
                </td>
                {hasDescription ? (
                  <td className={`${adminTable.cell} hidden max-w-md text-slate-600 md:table-cell`}>
                    <span className="line-clamp-2">{item.description}</span>
                  </td>
                ) : null}
                <td className={`${adminTable.cell} text-right tabular-nums`} data-label={text.childColumn}>
                  {item.childCount}
                </td>
                <td className={adminTable.cell} onClick={keepInCell} data-label="Terbit">
                  <PublishCheckbox level={scope.level} item={item} />
                </td>
                <td className={adminTable.cell} onClick={keepInCell}>
                  <MoveButtons
                    label={item.name}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    isBusy={move.isPending}
                    onMove={(direction) => onMove(item, direction)}
                  />
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap text-right`} onClick={keepInCell}>
                  <button type="button" className={adminTable.textButton} aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className={adminTable.dangerTextButton}
                    aria-label={`Hapus ${item.name}`}
                    aria-describedby={item.isFixed ? fixedNoteId(item) : undefined}
                    title={item.isFixed ? THEORY_CATEGORY_FIXED_MESSAGE : undefined}
                    disabled={pendingDeleteId !== null || item.isFixed}
                    onClick={() => onDelete(item)}
                  >
                    {pendingDeleteId === item.id ? 'Memuat...' : 'Hapus'}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
