import { normaliseStoredMcmaAnswer } from '../../core/problem-shapes';
import { ChoiceOptionsEditor } from '../choice/editor-fields';
import { MultipleChoicePreview } from '../choice/preview';
import { stringRecord, textsOf } from '../editor-values';
import type { TProblemTypeEditor } from '../editors';
import { mcmaEditorTemplate } from './schema';

export type TMcmaEditorValues = {
  /** mcq and mcma: A, B, C... -> option text. */
  choiceOptions: Record<string, string>;
  mcmaAnswer: string[];
};

export const mcmaEditor: TProblemTypeEditor<TMcmaEditorValues> = {
  emptyValues: () => {
    const template = mcmaEditorTemplate();
    return { choiceOptions: template.options, mcmaAnswer: template.answer };
  },
  valuesFromProblem: (problem) => ({ choiceOptions: stringRecord(problem.options), mcmaAnswer: normaliseStoredMcmaAnswer(problem.answer) ?? [] }),
  valuesFromDraft: (saved) => ({ choiceOptions: stringRecord(saved.choiceOptions), mcmaAnswer: textsOf(saved.mcmaAnswer) }),
  writeRequest: (values) => ({ type: 'mcma', options: values.choiceOptions, answer: values.mcmaAnswer }),
  previewOptions: (values) => values.choiceOptions,
  // A set of checkboxes has no single input: its message sits above it.
  issueField: (head, key) => (head === 'options' ? `choiceOptions.${key}` : head === 'answer' ? 'root.answer' : null),
  // The options are shared with mcq; its answer becomes the first one ticked.
  carriedOver: (values) => (values.mcmaAnswer.length === 0 && values.mcqAnswer ? { mcmaAnswer: [values.mcqAnswer] } : {}),
  Fields: (props) => <ChoiceOptionsEditor isMultiple {...props} />,
  Preview: MultipleChoicePreview,
};
