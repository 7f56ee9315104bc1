import { adminTable } from './admin-table';

// Spec 4: the first item cannot go up, the last cannot go down.
export function MoveButtons({ label, isFirst, isLast, isBusy, onMove }: { label: string; isFirst: boolean; isLast: boolean; isBusy?: boolean; onMove: (direction: 'up' | 'down') => void }) {
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={adminTable.iconButton} disabled={isFirst || isBusy} aria-label={`Naikkan ${label}`} onClick={() => onMove('up')}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" className={adminTable.iconButton} disabled={isLast || isBusy} aria-label={`Turunkan ${label}`} onClick={() => onMove('down')}>
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
