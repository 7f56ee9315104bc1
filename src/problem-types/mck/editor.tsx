import { stringRecord, textsOf } from '../editor-values';
import type { TProblemTypeEditor } from '../editors';
import { StatementsEditor } from './editor-fields';
import { MckPreview } from './preview';
import { mckEditorTemplate } from './schema';

export type TMckEditorValues = {
  /** statement_1, statement_2... -> statement text. */
  statementOptions: Record<string, string>;
  answerCategories: string[];
  /** statement key -> chosen category. */
  mckAnswer: Record<string, string>;
};

const emptyValues = (): TMckEditorValues => {
  const template = mckEditorTemplate();
  return { statementOptions: template.options, answerCategories: template.answerCategories, mckAnswer: template.answer };
};

export const mckEditor: TProblemTypeEditor<TMckEditorValues> = {
  emptyValues,
  valuesFromProblem: (problem) => ({ statementOptions: stringRecord(problem.options), mckAnswer: stringRecord(problem.answer) }),
  valuesFromDraft: (saved) => ({
    statementOptions: stringRecord(saved.statementOptions),
    answerCategories: Array.isArray(saved.answerCategories) ? textsOf(saved.answerCategories) : emptyValues().answerCategories,
    mckAnswer: stringRecord(saved.mckAnswer),
  }),
  writeRequest: (values) => ({
    type: 'mck',
    options: values.statementOptions,
    answerCategories: values.answerCategories,
    // A statement left without a category is simply absent; the schema names it.
    answer: Object.fromEntries(
      Object.keys(values.statementOptions)
        .map((key) => [key, values.mckAnswer[key] ?? ''] as const)
        .filter(([, category]) => category !== ''),
    ),
  }),
  previewOptions: (values) => values.statementOptions,
  // The grid has no single input: a message about the whole answer sits above it.
  issueField: (head, key) => {
    if (head === 'options') return `statementOptions.${key}`;
    if (head === 'answer') return key === undefined ? 'root.answer' : `mckAnswer.${key}`;
    return null;
  },
  Fields: StatementsEditor,
  Preview: MckPreview,
};
