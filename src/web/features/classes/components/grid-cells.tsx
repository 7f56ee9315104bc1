import type { ReactNode } from 'react';
import { TableFrame } from '../../../components/admin/table-frame';

// The parts the gradebook and an assignment's grid share (issue 51): dense cells on a laptop, a
// learner column that stays put while a phone scrolls the grid sideways.

const sticky = 'sticky left-0 z-10 bg-white shadow-[1px_0_0_0_rgb(226_232_240)]';

export const gridCells = {
  table: 'min-w-full border-separate border-spacing-0 text-left text-sm',
  head: 'bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600',
  cornerCell: `${sticky} bg-slate-50 px-2 py-2 align-bottom sm:px-3`,
  columnHeader: 'min-w-20 max-w-40 px-2 py-2 align-bottom sm:px-3',
  stickyCell: `${sticky} min-w-36 max-w-44 px-2 py-1.5 text-left align-middle sm:max-w-64 sm:px-3`,
  numberCell: 'px-2 py-1.5 text-right align-middle tabular-nums text-slate-900 sm:px-3',
};

const averageFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** An average as the page shows it: '72,5'; none yet: '–'. */
export const formatAverage = (value: number | null) => (value === null ? '–' : averageFormat.format(value));

/** A row's first cell: No. absen, the learner's name, and their address when there is one. */
function LearnerHeaderCell({ rollNumber, name, email }: { rollNumber: number | null; name: string; email: string | null }) {
  return (
    <th scope="row" className={`${gridCells.stickyCell} font-normal`}>
      <span className="flex items-baseline gap-1.5">
        <span className="w-6 shrink-0 text-right text-xs tabular-nums text-slate-500">{rollNumber ?? ''}</span>
        <span className="min-w-0">
          <span className="block break-words font-semibold text-slate-900">{name}</span>
          {email && email !== name ? <span className="hidden text-xs text-slate-500 [overflow-wrap:anywhere] sm:block">{email}</span> : null}
        </span>
      </span>
    </th>
  );
}

type TGridLearner = { userId: string; rollNumber: number | null; name: string; email: string | null };

/** One learner's row: their cell, then `children` (one cell per column and the last one). */
export function GridRow({ learner, children }: { learner: TGridLearner; children: ReactNode }) {
  return (
    <tr className="hover:bg-slate-50">
      <LearnerHeaderCell rollNumber={learner.rollNumber} name={learner.name} email={learner.email} />
      {children}
    </tr>
  );
}

/** The grid's frame: 'Siswa', the column headers, a last column; a phone scrolls it sideways. */
export function GridTable({ label, caption, columns, lastHeader, children, footer }: { label: string; caption: string; columns: ReactNode; lastHeader: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <TableFrame label={label}>
      <table className={gridCells.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={gridCells.head}>
          <tr>
            <th scope="col" className={gridCells.cornerCell}>
              Siswa
            </th>
            {columns}
            <th scope="col" className={`${gridCells.columnHeader} text-right`}>
              {lastHeader}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
        {footer}
      </table>
    </TableFrame>
  );
}
