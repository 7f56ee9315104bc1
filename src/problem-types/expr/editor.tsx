import { EXPRESSION_DEFAULT_VARIABLES } from '../../core/expression-variables';
import { textOf } from '../editor-values';
import type { TProblemTypeEditor } from '../editors';
import { ExprAnswerFields } from './editor-fields';
import { ExprPreview } from './preview';
import { exprEditorTemplate } from './schema';

export type TExprEditorValues = {
  /** The key expression as the author writes it. */
  exprAnswer: string;
  /** The variables it may use, 'x, y'. */
  exprVariables: string;
};

const emptyValues = (): TExprEditorValues => {
  const { answer } = exprEditorTemplate();
  return { exprAnswer: answer.expression, exprVariables: answer.variables };
};

const keyOf = (answer: unknown): Record<string, unknown> => (typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {});

export const exprEditor: TProblemTypeEditor<TExprEditorValues> = {
  emptyValues,
  valuesFromProblem: (problem) => ({
    exprAnswer: textOf(keyOf(problem.answer).expression),
    exprVariables: textOf(keyOf(problem.answer).variables) || EXPRESSION_DEFAULT_VARIABLES,
  }),
  valuesFromDraft: (saved) => ({
    exprAnswer: textOf(saved.exprAnswer),
    exprVariables: typeof saved.exprVariables === 'string' ? saved.exprVariables : EXPRESSION_DEFAULT_VARIABLES,
  }),
  writeRequest: (values) => ({ type: 'expr', answer: { expression: values.exprAnswer, variables: values.exprVariables } }),
  previewOptions: () => null,
  issueField: (head, key) => {
    if (head === 'options') return 'root.options';
    if (head !== 'answer') return null;
    return key === 'variables' ? 'exprVariables' : 'exprAnswer';
  },
  Fields: ExprAnswerFields,
  Preview: ExprPreview,
};
