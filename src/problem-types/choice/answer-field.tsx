import { ChoiceOptions } from '../../web/components/answer/choice-options';
import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { mcmaAnswerForm } from '../mcma/answer-form';
import { mcqAnswerForm } from '../mcq/answer-form';

/**
 * The answer field of both choice types: the options as radios (mcq) or checkboxes (mcma). One
 * component for the two rather than a wrapper each: the problem route is at its JS budget.
 */
export function ChoiceAnswerField({ problem, value, onChange, isSolved, isReady }: AnswerFieldsProps) {
  const isMultiple = problem.type === 'mcma';
  const idPrefix = `answer-${problem.problemId}`;
  const chosen = isMultiple ? mcmaAnswerForm.draftFrom(value) : [mcqAnswerForm.draftFrom(value)].filter(Boolean);
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
