import { useRef } from 'react';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { lazyComponent } from '../../web/components/lazy-component';
import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { exprAnswerForm } from './answer-form';

const answerKeys = lazyComponent(async () => (await import('./answer-keys')).ExprAnswerKeys);

/** An 'Ekspresi' problem's text box; its key row and messages load once the page is interactive. The server reads and judges the expression. */
export function ExprAnswerField({ problem, value, onChange, isSolved, isReady, isRefusedAsNotNumber = false }: AnswerFieldsProps) {
  const idPrefix = `answer-${problem.problemId}`;
  const text = exprAnswerForm.draftFrom(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasKeys = isReady && !isSolved;
  return (
    <fieldset disabled={isSolved || !isReady}>
      {/* Solved, the box holds the key as the author wrote it, which may differ from the learner's equivalent answer. */}
      <label htmlFor={idPrefix} className={`block ${legendClass}`}>
        {isSolved ? 'Kunci jawaban' : 'Jawaban Anda'}
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
        aria-describedby={hasKeys ? `${idPrefix}-example${isRefusedAsNotNumber ? ` ${idPrefix}-invalid` : ''}` : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={`block min-h-12 w-full rounded-xl border px-4 py-2.5 font-mono text-lg text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 disabled:text-slate-900 sm:max-w-md ${
          isSolved ? 'border-emerald-600 bg-emerald-50 font-semibold' : 'border-slate-300 bg-white'
        }`}
      />
      {/* Client-only (after hydration), so the server's HTML and the first client render agree. */}
      {hasKeys ? <answerKeys.WhenLoaded fallback={null} idPrefix={idPrefix} inputRef={inputRef} text={text} onChange={onChange} isRefused={isRefusedAsNotNumber} /> : null}
    </fieldset>
  );
}
