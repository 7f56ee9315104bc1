import type { MouseEvent } from 'react';

type RowSelectBoxProps = {
  label: string;
  checked: boolean | 'indeterminate';
  /** isShift: the click selects a range (list-selection.ts). */
  onToggle: (isShift: boolean) => void;
};

// The browser's own checkbox: its click says whether Shift was held, which a range needs. The
// label around it makes a 44 px tap target on phones.
export function RowSelectBox({ label, checked, onToggle }: RowSelectBoxProps) {
  return (
    <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        className="size-5 cursor-pointer accent-indigo-700"
        checked={checked === true}
        ref={(input) => {
          if (input) input.indeterminate = checked === 'indeterminate';
        }}
        onChange={() => undefined}
        onClick={(event: MouseEvent<HTMLInputElement>) => onToggle(event.shiftKey)}
      />
    </label>
  );
}
