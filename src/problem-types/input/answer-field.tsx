import { useRef } from 'react';
import { EXPRESSION_MAX_LENGTH } from '../../core/expression-shape';
import { INPUT_ANSWER_MAX_LENGTH } from '../../core/problem-shapes';
import { lazyComponent } from '../../web/components/lazy-component';
import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { exprAnswerForm } from '../expr/answer-form';
import { inputAnswerForm } from './answer-form';

const numberAnswerHelp = lazyComponent(async () => (await import('./number-answer-help')).NumberAnswerHelp);
// 'Ekspresi' (issue 52): its key row, example and 'tidak valid' message, on problems of the type only.
const exprAnswerKeys = lazyComponent(async () => (await import('../expr/answer-keys')).ExprAnswerKeys);

/**
 * The text box of the typed answers: a fill-in problem (in number mode, how the answer typed so far
 * is read) and an 'Ekspresi' (its key row; the server reads and judges the expression). Their help
 * is client-only (after hydration), so the server's HTML and the first client render agree.
 */
export function InputAnswerField({ problem, value, onChange, isSolved, isReady, isRefusedAsNotNumber = false }: AnswerFieldsProps) {
  const idPrefix = `answer-${problem.problemId}`;
  const isExpr = problem.type === 'expr';
  const text = (isExpr ? exprAnswerForm : inputAnswerForm).draftFrom(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const hasHelp = isReady && !isSolved && (isExpr || problem.answerMode === 'number');
  const helpProps = { idPrefix, text, isRefused: isRefusedAsNotNumber };
  return (
    <fieldset disabled={isSolved || !isReady}>
      <label htmlFor={idPrefix} className={`block ${legendClass}`}>
        {/* A solved 'Ekspresi' holds the key as the author wrote it, which may differ from the learner's equivalent answer. */}
        {isExpr && isSolved ? 'Kunci jawaban' : 'Jawaban Anda'}
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
        maxLength={isExpr ? EXPRESSION_MAX_LENGTH : INPUT_ANSWER_MAX_LENGTH}
        aria-invalid={isRefusedAsNotNumber ? true : undefined}
        aria-describedby={hasHelp ? `${idPrefix}-${isExpr ? 'example' : 'reading'}${isRefusedAsNotNumber ? ` ${idPrefix}-invalid` : ''}` : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={`block min-h-12 w-full rounded-xl border px-4 py-2.5 text-lg text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 disabled:text-slate-900 sm:max-w-md ${isExpr ? 'font-mono' : ''} ${
          isSolved ? 'border-emerald-600 bg-emerald-50 font-semibold' : 'border-slate-300 bg-white'
        }`}
      />
      {hasHelp ? (
        isExpr ? (
          <exprAnswerKeys.WhenLoaded fallback={null} {...helpProps} inputRef={inputRef} onChange={onChange} />
        ) : (
          <numberAnswerHelp.WhenLoaded fallback={null} {...helpProps} />
        )
      ) : null}
    </fieldset>
  );
}
