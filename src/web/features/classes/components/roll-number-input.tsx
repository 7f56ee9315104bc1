import { useState, type KeyboardEvent } from 'react';
import { ROLL_NUMBER_MAX, ROLL_NUMBER_MIN } from '../../../../core/class-learners';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useSetRollNumber } from '../api/set-roll-number';

// What the field holds: a whole number 1..999, or nothing (no number).
function parseRollNumber(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= ROLL_NUMBER_MIN && value <= ROLL_NUMBER_MAX ? value : undefined;
}

// Enter (or the phone keyboard's 'next') goes to the next learner's field, which saves this one as
// it is left, so a teacher numbers a class down the list without touching the mouse.
function nextField(input: HTMLInputElement): HTMLInputElement | undefined {
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[data-roll-number]')];
  return fields[fields.indexOf(input) + 1];
}

/** 'No. absen' of one member, saved when the field is left or Enter is pressed. */
export function RollNumberInput({ classId, userId, name, value }: { classId: string; userId: string; name: string; value: number | null }) {
  const save = useSetRollNumber(classId);
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const parsed = parseRollNumber(text);
  const commit = () => {
    if (parsed === undefined || parsed === value) return;
    save.mutate(
      { userId, rollNumber: parsed },
      { onError: (error) => toast.error(`Gagal menyimpan No. absen ${name}: ${getErrorMessage(error)}`) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = nextField(event.currentTarget);
    if (next) next.focus();
    else commit();
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      enterKeyHint="next"
      autoComplete="off"
      maxLength={3}
      data-roll-number
      aria-label={`No. absen ${name}`}
      aria-invalid={parsed === undefined}
      title={parsed === undefined ? `Isi angka ${ROLL_NUMBER_MIN}–${ROLL_NUMBER_MAX}, atau kosongkan` : undefined}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className="h-11 w-14 rounded-lg border border-slate-300 px-2 text-center tabular-nums text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600"
    />
  );
}
