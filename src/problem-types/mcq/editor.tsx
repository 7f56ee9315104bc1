import { ChoiceOptionsEditor } from '../choice/editor-fields';
import { SingleChoicePreview } from '../choice/preview';
import { stringRecord, textOf } from '../editor-values';
import type { TProblemTypeEditor } from '../editors';
import { mcqEditorTemplate } from './schema';

export type TMcqEditorValues = {
  /** mcq and mcma: A, B, C... -> option text. */
  choiceOptions: Record<string, string>;
  mcqAnswer: string;
};

export const mcqEditor: TProblemTypeEditor<TMcqEditorValues> = {
  emptyValues: () => {
    const template = mcqEditorTemplate();
    return { choiceOptions: template.options, mcqAnswer: template.answer };
  },
  valuesFromProblem: (problem) => ({ choiceOptions: stringRecord(problem.options), mcqAnswer: textOf(problem.answer) }),
  valuesFromDraft: (saved) => ({ choiceOptions: stringRecord(saved.choiceOptions), mcqAnswer: textOf(saved.mcqAnswer) }),
  writeRequest: (values) => ({ type: 'mcq', options: values.choiceOptions, answer: values.mcqAnswer }),
  previewOptions: (values) => values.choiceOptions,
  issueField: (head, key) => (head === 'options' ? `choiceOptions.${key}` : head === 'answer' ? 'mcqAnswer' : null),
  // The options are shared with mcma; its first key becomes the answer.
  carriedOver: (values) => (!values.mcqAnswer && values.mcmaAnswer.length > 0 ? { mcqAnswer: values.mcmaAnswer[0] ?? '' } : {}),
  Fields: (props) => <ChoiceOptionsEditor isMultiple={false} {...props} />,
  Preview: SingleChoicePreview,
};
