import { ANSWER_FIELDS, type AnswerFieldsProps } from '../../../problem-types/answer-fields';

export type { AnswerFieldsProps } from '../../../problem-types/answer-fields';

/** The inputs for one problem type (src/problem-types/). Disabling the fieldset locks every control once solved. */
export function AnswerFields(props: AnswerFieldsProps) {
  const Field = ANSWER_FIELDS[props.problem.type];
  return <Field {...props} />;
}
