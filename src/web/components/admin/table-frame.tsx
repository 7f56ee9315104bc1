import type { ReactNode } from 'react';
import { adminTable } from './admin-table';

/** A wide table's frame: on a phone it scrolls sideways, and a keyboard can scroll it too (focusable, named). */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable: a region that scrolls must be scrollable by keyboard too. Relative: what is
    // positioned inside (a screen-reader-only header) scrolls with it instead of widening the page.
    <div role="region" aria-label={label} tabIndex={0} className={`${adminTable.wrapper} relative focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600`}>
      {children}
    </div>
  );
}
