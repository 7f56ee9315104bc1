import { INPUT_ANSWER_MAX_LENGTH } from '../../core/problem-shapes';
import { lazyComponent } from '../../web/components/lazy-component';
import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { inputAnswerForm } from './answer-form';

const numberAnswerHelp = lazyComponent(async () => (await import('./number-answer-help')).NumberAnswerHelp);

/** A fill-in problem's text box; in number mode, how the answer typed so far is read. */
export function InputAnswerField({ problem, value, onChange, isSolved, isReady, isRefusedAsNotNumber = false }: AnswerFieldsProps) {
  const idPrefix = `answer-${problem.problemId}`;
  const isNumber = problem.answerMode === 'number' && !isSolved;
  const text = inputAnswerForm.draftFrom(value);
  return (
    <fieldset disabled={isSolved || !isReady}>
      <label htmlFor={idPrefix} className={`block ${legendClass}`}>
        Jawaban Anda
      </label>
      <input
        id={idPrefix}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={INPUT_ANSWER_MAX_LENGTH}
        aria-invalid={isRefusedAsNotNumber ? true : undefined}
        aria-describedby={isNumber && isReady ? `${idPrefix}-reading${isRefusedAsNotNumber ? ` ${idPrefix}-invalid` : ''}` : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={`block min-h-12 w-full rounded-xl border px-4 py-2.5 text-lg text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 disabled:text-slate-900 sm:max-w-md ${
          isSolved ? 'border-emerald-600 bg-emerald-50 font-semibold' : 'border-slate-300 bg-white'
        }`}
      />
      {/* Client-only (after hydration), so the server's HTML and the first client render agree. */}
      {isNumber && isReady ? <numberAnswerHelp.WhenLoaded fallback={null} idPrefix={idPrefix} text={text} isRefused={isRefusedAsNotNumber} /> : null}
    </fieldset>
  );
}
