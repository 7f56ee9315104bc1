import type { ReactNode } from 'react';
import { PROBLEM_TYPES, type ProblemType } from '../core/problem-shapes';
import type { OptionTemplateName } from '../core/problem-options';
import type { TProblemWrite } from '../core/problem-editor';
import type { TPreview } from '../web/features/admin-problems/api/preview-problem';
import type { TProblemFormValues, TServerProblem } from '../web/features/admin-problems/form-values';
import { exprEditor, type TExprEditorValues } from './expr/editor';
import { inputEditor, type TInputEditorValues } from './input/editor';
import { mckEditor, type TMckEditorValues } from './mck/editor';
import { mcmaEditor, type TMcmaEditorValues } from './mcma/editor';
import { mcqEditor, type TMcqEditorValues } from './mcq/editor';

// The registry of the admin problem editor's parts, one per type (its editor.tsx): the fields
// under 'Opsi & jawaban', the learner's view of the answer in the preview, and the type's share
// of the form's values. Only the editor's chunk loads it (it brings zod and the graders along).

// The editor keeps every type's values side by side (switching mcq -> mck -> mcq loses nothing);
// only the current type's part is sent.
export type TEditorValues = TInputEditorValues & TMcqEditorValues & TMcmaEditorValues & TMckEditorValues & TExprEditorValues;

type TCommonWriteField = 'subtopicId' | 'questionText' | 'solutionText' | 'videoLink' | 'tag' | 'hasSolution' | 'isPublic' | 'isPublished' | 'theoryIds';
type TWritePart = TProblemWrite extends infer Write ? (Write extends unknown ? Omit<Write, TCommonWriteField> : never) : never;

export type TEditorFieldsProps = { onTemplate: (name: OptionTemplateName, needsConfirm: boolean) => void };

export type TProblemTypeEditor<Values extends object> = {
  // The type's values for a new problem, from its editor template (schema.ts).
  emptyValues: () => Values;
  // A saved problem's answer and options as the type's values (the categories come back for
  // every type, form-values.ts).
  valuesFromProblem: (problem: TServerProblem) => Partial<Values>;
  // The type's values in a kept draft.
  valuesFromDraft: (saved: Record<string, unknown>) => Values;
  // The type's part of the write request: its type, options and answer.
  writeRequest: (values: TProblemFormValues) => TWritePart;
  // The options the preview renders.
  previewOptions: (values: TProblemFormValues) => Record<string, string> | null;
  // Where a write issue about the type's own fields shows in the form ('options' with a key,
  // 'answer', 'answerMode'...): a field's name, 'root.<group>' above a group, null nowhere.
  issueField: (head: string, key: string | undefined) => string | null;
  // What the type takes over from the others when the admin switches to it.
  carriedOver?: (values: TProblemFormValues) => Partial<TProblemFormValues>;
  Fields: (props: TEditorFieldsProps) => ReactNode;
  // The answer as the learner sees it once solved.
  Preview: (props: { preview: TPreview }) => ReactNode;
};

export const PROBLEM_TYPE_EDITORS = {
  input: inputEditor,
  mcq: mcqEditor,
  mcma: mcmaEditor,
  mck: mckEditor,
  expr: exprEditor,
} satisfies Record<ProblemType, TProblemTypeEditor<object>>;

export const editorOf = (type: ProblemType): TProblemTypeEditor<object> => PROBLEM_TYPE_EDITORS[type];

// Every type's values at once, from each type's part.
export const everyTypesValues = (valuesOf: (editor: TProblemTypeEditor<object>) => object): TEditorValues =>
  Object.assign({}, ...PROBLEM_TYPES.map((type) => valuesOf(editorOf(type))));
