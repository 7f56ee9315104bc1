import { useLayoutEffect, useRef } from 'react';
import { adminTable } from './admin-table';

type TDirection = 'up' | 'down';

// Spec 4: the first item cannot go up, the last cannot go down. The buttons are disabled while
// a move is saved and the row moves in the DOM, both of which drop focus; once the row has
// settled, focus comes back to the arrow that was pressed, or to the other one if the row
// reached the end (issue 31.10).
export function MoveButtons({ label, isFirst, isLast, isBusy, onMove }: { label: string; isFirst: boolean; isLast: boolean; isBusy?: boolean; onMove: (direction: TDirection) => void }) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ direction: TDirection; isSaving: boolean } | null>(null);

  // A saved move settles after a render with isBusy and one without; a local one (no isBusy) at once.
  useLayoutEffect(() => {
    if (!pressed.current) return;
    if (isBusy) {
      pressed.current.isSaving = true;
      return;
    }
    if (isBusy === false && !pressed.current.isSaving) return;
    const canGo = { up: !isFirst, down: !isLast };
    const wanted = pressed.current.direction;
    const direction = canGo[wanted] ? wanted : wanted === 'up' ? 'down' : 'up';
    pressed.current = null;
    (direction === 'up' ? upRef : downRef).current?.focus();
  });

  const move = (direction: TDirection) => {
    pressed.current = { direction, isSaving: false };
    onMove(direction);
  };

  return (
    <span className="inline-flex gap-1">
      <button ref={upRef} type="button" className={adminTable.iconButton} disabled={isFirst || isBusy} aria-label={`Naikkan ${label}`} onClick={() => move('up')}>
        <span aria-hidden="true">↑</span>
      </button>
      <button ref={downRef} type="button" className={adminTable.iconButton} disabled={isLast || isBusy} aria-label={`Turunkan ${label}`} onClick={() => move('down')}>
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
