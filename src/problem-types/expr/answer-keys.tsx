import { useLayoutEffect, useRef, type RefObject } from 'react';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';

export const EXPRESSION_INVALID_MESSAGE =
  'Ekspresi tidak valid: periksa penulisannya, misalnya 2x + 1, x^2 - 1 atau (x-1)(x+1), dan pakai hanya variabel dari soal. Tidak dihitung sebagai percobaan.';

// The keys a phone's letter keyboard hides behind a second or third layer, inserted at the cursor.
const KEYS = [
  { text: '^', shown: '^', label: 'pangkat (^)' },
  { text: '(', shown: '(', label: 'kurung buka' },
  { text: ')', shown: ')', label: 'kurung tutup' },
  { text: '/', shown: '/', label: 'bagi (/)' },
  { text: '√(', shown: '√', label: 'akar kuadrat' },
] as const;

type AnswerKeysProps = {
  idPrefix: string;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onChange: (text: string) => void;
  isRefused: boolean;
};

/**
 * Under an 'Ekspresi' field: a row of keys for what a phone keyboard hides, an example of the
 * notation, and the server's 'tidak valid' once it refused an answer. In a chunk of its own,
 * fetched once the page is interactive, only on problems of this type.
 */
export function ExprAnswerKeys({ idPrefix, inputRef, text, onChange, isRefused }: AnswerKeysProps) {
  const caretAfterInsert = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretAfterInsert.current === null || !input) return;
    input.setSelectionRange(caretAfterInsert.current, caretAfterInsert.current);
    caretAfterInsert.current = null;
  });

  const insert = (chars: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${chars}${text.slice(end)}`;
    if (next.length > EXPRESSION_MAX_LENGTH) return;
    caretAfterInsert.current = start + chars.length;
    onChange(next);
    input?.focus();
  };

  return (
    <>
      <div role="group" aria-label="Simbol matematika" className="mt-2 flex gap-2 sm:max-w-md">
        {KEYS.map((key) => (
          <button
            key={key.text}
            type="button"
            aria-label={key.label}
            // Keeps the focus (and the phone's keyboard) in the text box.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => insert(key.text)}
            className="min-h-12 min-w-12 flex-1 rounded-xl border border-slate-300 bg-slate-50 font-mono text-xl font-semibold text-slate-900 active:bg-indigo-100"
          >
            {key.shown}
          </button>
        ))}
      </div>
      <p id={`${idPrefix}-example`} className="mt-2 text-sm text-slate-600">
        Contoh penulisan: 2x + 1, x^2 - 1, (x-1)(x+1), √(x), 0,5x
      </p>
      {isRefused ? (
        <p id={`${idPrefix}-invalid`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {EXPRESSION_INVALID_MESSAGE}
        </p>
      ) : null}
    </>
  );
}
