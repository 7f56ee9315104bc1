import type { ReactNode } from 'react';

/**
 * A button label that can change (e.g. to 'Memeriksa...') without resizing its button: every
 * label is laid out in the same grid cell and all but the shown one are invisible, so the box is
 * as wide as the widest. Invisible labels are left out of the button's accessible name.
 */
export function StableLabel<TKey extends string>({ shown, labels }: { shown: TKey; labels: Record<TKey, ReactNode> }) {
  const entries = Object.entries(labels) as Array<[TKey, ReactNode]>;
  return (
    <span className="inline-grid justify-items-center">
      {entries.map(([key, label]) => (
        <span key={key} className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${key === shown ? '' : 'invisible'}`}>
          {label}
        </span>
      ))}
    </span>
  );
}
