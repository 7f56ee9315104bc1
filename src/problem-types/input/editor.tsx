import { isAnswerMode, type TAnswerMode } from '../../core/answer-mode';
import { textOf } from '../editor-values';
import type { TProblemTypeEditor } from '../editors';
import { InputAnswerFields } from './editor-fields';
import { InputPreview } from './preview';
import { inputEditorTemplate } from './schema';

export type TInputEditorValues = {
  inputAnswer: string;
  /** input only (issue 14): 'text' compares as typed, 'number' by value. */
  answerMode: TAnswerMode;
  /** number mode: absolute tolerance written the Indonesian way ('0,01'); blank = exact. */
  answerTolerance: string;
};

const emptyValues = (): TInputEditorValues => {
  const template = inputEditorTemplate();
  return { inputAnswer: template.answer, answerMode: template.answerMode, answerTolerance: template.answerTolerance };
};

export const inputEditor: TProblemTypeEditor<TInputEditorValues> = {
  emptyValues,
  valuesFromProblem: (problem) => ({
    inputAnswer: textOf(problem.answer),
    answerMode: isAnswerMode(problem.answerMode) ? problem.answerMode : 'text',
    answerTolerance: problem.answerTolerance ?? '',
  }),
  valuesFromDraft: (saved) => ({
    inputAnswer: textOf(saved.inputAnswer),
    answerMode: isAnswerMode(saved.answerMode) ? saved.answerMode : emptyValues().answerMode,
    answerTolerance: textOf(saved.answerTolerance),
  }),
  writeRequest: (values) => ({
    type: 'input',
    answer: values.inputAnswer,
    answerMode: values.answerMode,
    answerTolerance: values.answerMode === 'number' ? values.answerTolerance : null,
  }),
  previewOptions: () => null,
  issueField: (head) => {
    if (head === 'options') return 'root.options';
    if (head === 'answer') return 'inputAnswer';
    return head === 'answerTolerance' || head === 'answerMode' ? head : null;
  },
  Fields: InputAnswerFields,
  Preview: InputPreview,
};
