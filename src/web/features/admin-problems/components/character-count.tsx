import { useWatch, type FieldPath } from 'react-hook-form';
import { formatCount } from '../../../lib/number-format';
import type { TProblemFormValues } from '../form-values';

// Shown from 90 % of the limit. Over it, the text is kept as typed or pasted (a maxlength would
// cut a paste silently) and the save is refused beside the field (issue 31.11).
const SHOW_FROM = 0.9;

export function CharacterCount({ id, name, maxLength }: { id: string; name: FieldPath<TProblemFormValues>; maxLength: number }) {
  const value: unknown = useWatch<TProblemFormValues>({ name });
  const length = typeof value === 'string' ? value.length : 0;
  const isOver = length > maxLength;
  return (
    <p id={id} aria-live="polite" className={`mt-1 text-sm tabular-nums ${isOver ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
      {length >= maxLength * SHOW_FROM ? `${formatCount(length)} / ${formatCount(maxLength)} karakter` : null}
      {isOver ? ` (kelebihan ${formatCount(length - maxLength)}; perpendek teks agar bisa disimpan)` : null}
    </p>
  );
}
