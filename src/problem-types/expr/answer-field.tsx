import { useLayoutEffect, useRef } from 'react';
import { EXPRESSION_INVALID_MESSAGE, EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { exprAnswerForm } from './answer-form';

// The keys a phone's letter keyboard hides behind a second or third layer, inserted at the cursor.
const KEYS = [
  { text: '^', label: 'pangkat (^)' },
  { text: '(', label: 'kurung buka' },
  { text: ')', label: 'kurung tutup' },
  { text: '/', label: 'bagi (/)' },
  { text: '√(', shown: '√', label: 'akar kuadrat' },
] as const;

/** An 'Ekspresi' problem's text box with a row of keys; the server reads and judges the expression. */
export function ExprAnswerField({ problem, value, onChange, isSolved, isReady, isRefusedAsNotNumber = false }: AnswerFieldsProps) {
  const idPrefix = `answer-${problem.problemId}`;
  const text = exprAnswerForm.draftFrom(value);
  const inputRef = useRef<HTMLInputElement>(null);
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
    <fieldset disabled={isSolved || !isReady}>
      <label htmlFor={idPrefix} className={`block ${legendClass}`}>
        Jawaban Anda
      </label>
      <input
        ref={inputRef}
        id={idPrefix}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={EXPRESSION_MAX_LENGTH}
        aria-invalid={isRefusedAsNotNumber ? true : undefined}
        aria-describedby={`${idPrefix}-example${isRefusedAsNotNumber ? ` ${idPrefix}-invalid` : ''}`}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={`block min-h-12 w-full rounded-xl border px-4 py-2.5 font-mono text-lg text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 disabled:text-slate-900 sm:max-w-md ${
          isSolved ? 'border-emerald-600 bg-emerald-50 font-semibold' : 'border-slate-300 bg-white'
        }`}
      />
      {isSolved ? null : (
        <div role="group" aria-label="Simbol matematika" className="mt-2 flex gap-2 sm:max-w-md">
          {KEYS.map((key) => (
            <button
              key={key.text}
              type="button"
              aria-label={key.label}
              // Keeps the focus (and the phone's keyboard) in the text box.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => insert(key.text)}
              className="min-h-12 min-w-12 flex-1 rounded-xl border border-slate-300 bg-slate-50 font-mono text-xl font-semibold text-slate-900 active:bg-indigo-100 disabled:opacity-60"
            >
              {'shown' in key ? key.shown : key.text}
            </button>
          ))}
        </div>
      )}
      <p id={`${idPrefix}-example`} className="mt-2 text-sm text-slate-600">
        Contoh penulisan: 2x + 1, x^2 - 1, (x-1)(x+1), √(x), 0,5x
      </p>
      {isRefusedAsNotNumber ? (
        <p id={`${idPrefix}-invalid`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {EXPRESSION_INVALID_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}
