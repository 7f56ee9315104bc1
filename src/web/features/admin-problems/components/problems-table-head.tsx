import { adminTable } from '../../../components/admin/admin-table';
import { RowSelectBox } from './row-select-box';
import { ariaSort, nextSort, STAT_COLUMN_LABELS, STAT_COLUMNS, type TListSort } from '../list-sort';

type ProblemsTableHeadProps = {
  sort: TListSort;
  onSort: (sort: TListSort) => void;
  pageSelection: boolean | 'indeterminate';
  onTogglePage: () => void;
};

const headerCell = 'px-2 py-2.5 align-bottom';
const figureHeaderCell = 'px-1 py-2.5 align-bottom text-right';

function SortArrow({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (!direction) return <span aria-hidden="true" className="text-slate-400">↕</span>;
  return <span aria-hidden="true">{direction === 'ascending' ? '↑' : '↓'}</span>;
}

// The figure columns sort by a click (or Enter/Space) on their header; aria-sort says how.
export function ProblemsTableHead({ sort, onSort, pageSelection, onTogglePage }: ProblemsTableHeadProps) {
  return (
    <thead className={adminTable.head}>
      <tr>
        <th scope="col" className="w-10 py-1 pl-3 align-bottom">
          <RowSelectBox label="Pilih semua soal di halaman ini" checked={pageSelection} onToggle={onTogglePage} />
        </th>
        <th scope="col" className={headerCell}>
          Kode / Tipe
        </th>
        <th scope="col" className={headerCell}>
          Soal
        </th>
        <th scope="col" className={headerCell}>
          Subtopik / Tag
        </th>
        <th scope="col" className={headerCell}>
          Status
        </th>
        {STAT_COLUMNS.map((column) => {
          const direction = ariaSort(sort, column);
          return (
            <th key={column} scope="col" aria-sort={direction} className={figureHeaderCell}>
              <button
                type="button"
                onClick={() => onSort(nextSort(sort, column))}
                className={`inline-flex min-h-9 max-w-24 items-end justify-end gap-1 rounded-md px-1 text-right uppercase tracking-wide hover:text-indigo-800 ${direction ? 'text-indigo-800' : ''}`}
              >
                <span>{STAT_COLUMN_LABELS[column]}</span>
                <SortArrow direction={direction} />
              </button>
            </th>
          );
        })}
        <th scope="col" className={`${headerCell} text-right`}>
          Aksi
        </th>
      </tr>
    </thead>
  );
}
