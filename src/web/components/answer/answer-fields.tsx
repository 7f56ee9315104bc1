import type { TAnswerMode } from '../../../core/answer-mode';
import { INPUT_ANSWER_MAX_LENGTH, type ProblemType, type TSubmittedAnswer } from '../../../core/problem-shapes';
import { draftFrom } from './answer-draft';
import { ChoiceOptions, type TAnswerOption } from './choice-options';
import { lazyComponent } from '../lazy-component';
import { StatementGrid } from './statement-grid';

/** A problem as its answer form needs it: the learner's view of it (no answer key). */
export type TAnswerProblem = {
  problemId: string;
  type: ProblemType;
  options: TAnswerOption[];
  answerCategories: string[];
  answerMode: TAnswerMode;
};

export type AnswerFieldsProps = {
  problem: TAnswerProblem;
  value: TSubmittedAnswer;
  onChange: (value: TSubmittedAnswer) => void;
  isSolved: boolean;
  /** False until React has taken over the server's HTML: the inputs wait, disabled. */
  isReady: boolean;
  /** Number mode: the server refused the answer now in the field as not a number. */
  isRefusedAsNotNumber?: boolean;
};

const numberAnswerHelp = lazyComponent(async () => (await import('./number-answer-help')).NumberAnswerHelp);

const legendClass = 'mb-3 text-base font-semibold text-slate-900';

/** The inputs for one problem type. Disabling the fieldset locks every control once solved. */
export function AnswerFields({ problem, value, onChange, isSolved, isReady, isRefusedAsNotNumber = false }: AnswerFieldsProps) {
  const idPrefix = `answer-${problem.problemId}`;

  if (problem.type === 'input') {
    const isNumber = problem.answerMode === 'number' && !isSolved;
    const text = draftFrom('input', value) as string;
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
        {isNumber && isReady ? (
          <numberAnswerHelp.WhenLoaded fallback={null} idPrefix={idPrefix} text={text} isRefused={isRefusedAsNotNumber} />
        ) : null}
      </fieldset>
    );
  }

  if (problem.type === 'mck') {
    return (
      <fieldset disabled={isSolved || !isReady}>
        <legend className={legendClass}>Jawaban Anda</legend>
        <StatementGrid
          idPrefix={idPrefix}
          statements={problem.options}
          categories={problem.answerCategories}
          chosen={draftFrom('mck', value) as Record<string, string>}
          onChange={onChange}
          isSolved={isSolved}
        />
      </fieldset>
    );
  }

  const isMultiple = problem.type === 'mcma';
  const chosen = isMultiple ? (draftFrom('mcma', value) as string[]) : [draftFrom('mcq', value) as string].filter(Boolean);
  return (
    <fieldset disabled={isSolved || !isReady} aria-describedby={isMultiple ? `${idPrefix}-hint` : undefined}>
      <legend className={isMultiple ? 'text-base font-semibold text-slate-900' : legendClass}>Jawaban Anda</legend>
      {isMultiple ? (
        <p id={`${idPrefix}-hint`} className="mb-3 text-sm text-slate-600">
          Pilih semua jawaban yang benar
        </p>
      ) : null}
      <ChoiceOptions
        name={idPrefix}
        options={problem.options}
        isMultiple={isMultiple}
        chosen={chosen}
        onChange={(keys) => onChange(isMultiple ? keys : (keys[0] ?? ''))}
        isSolved={isSolved}
      />
    </fieldset>
  );
}
