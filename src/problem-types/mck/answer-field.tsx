import { legendClass, type AnswerFieldsProps } from '../answer-fields';
import { mckAnswerForm } from './answer-form';
import { StatementGrid } from './statement-grid';

/** A statements problem: one group of category radios per statement. */
export function MckAnswerField({ problem, value, onChange, isSolved, isReady }: AnswerFieldsProps) {
  return (
    <fieldset disabled={isSolved || !isReady}>
      <legend className={legendClass}>Jawaban Anda</legend>
      <StatementGrid
        idPrefix={`answer-${problem.problemId}`}
        statements={problem.options}
        categories={problem.answerCategories}
        chosen={mckAnswerForm.draftFrom(value)}
        onChange={onChange}
        isSolved={isSolved}
      />
    </fieldset>
  );
}
