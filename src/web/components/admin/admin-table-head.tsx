import type { ReactNode } from 'react';
import { adminTable } from './admin-table';

export type TAdminColumn = { label: ReactNode; className?: string; isLabelHidden?: boolean };

// One header row for every admin table; a column's class hides it on narrow screens.
export function AdminTableHead({ columns }: { columns: TAdminColumn[] }) {
  return (
    <thead className={adminTable.head}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.className ? `${adminTable.headerCell} ${column.className}` : adminTable.headerCell}>
            {column.isLabelHidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
