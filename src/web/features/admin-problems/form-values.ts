import { isProblemType, type ProblemType } from '../../../core/problem-shapes';
import type { TProblemWrite } from '../../../core/problem-editor';
import { editorOf, everyTypesValues, type TEditorValues } from '../../../problem-types/editors';
import { textOf, textsOf } from '../../../problem-types/editor-values';
import { MAX_HINTS } from '../../../core/stuck-help';

// Issue 52: the form always shows MAX_HINTS hint fields; blank ones are not saved.
const hintFieldsOf = (hints: readonly string[] = []) => Array.from({ length: MAX_HINTS }, (_, index) => hints[index] ?? '');

// The fields every type has; each type's own values (options, answer) are its part in
// src/problem-types/<type>/editor.tsx, all of them kept side by side (editors.ts).
export type TProblemFormValues = {
  subtopicId: string;
  type: ProblemType;
  questionText: string;
  solutionText: string;
  /** The hint steps ('Petunjuk'), MAX_HINTS fields, blank ones left out when saved. */
  hints: string[];
  videoLink: string;
  tag: string;
  hasSolution: boolean;
  isPublic: boolean;
  /** Issue 31: learners see the problem only once it is published; a new problem is a draft. */
  isPublished: boolean;
  theoryIds: string[];
} & TEditorValues;

// As GET /admin/problems/:problemId returns it, as far as the form needs it.
export type TServerProblem = {
  subtopicId: string;
  type: string;
  questionText: string;
  answer: unknown;
  solutionText: string | null;
  hints?: string[];
  videoLink: string | null;
  options: Record<string, string> | null;
  tag: string | null;
  answerCategories: string[] | null;
  answerMode?: string;
  answerTolerance?: string | null;
  hasSolution: boolean;
  isPublic: boolean;
  isPublished: boolean;
  theoryIds: string[];
};

// A new problem starts from every type's editor template (src/problem-types/), as a single choice.
export function emptyFormValues(subtopicId = ''): TProblemFormValues {
  return {
    subtopicId,
    type: 'mcq',
    questionText: '',
    solutionText: '',
    hints: hintFieldsOf(),
    videoLink: '',
    tag: '',
    hasSolution: false,
    isPublic: false,
    isPublished: false,
    theoryIds: [],
    ...everyTypesValues((editor) => editor.emptyValues()),
  };
}

export function formValuesFromProblem(problem: TServerProblem): TProblemFormValues {
  const empty = emptyFormValues(problem.subtopicId);
  const type = isProblemType(problem.type) ? problem.type : 'input';
  return {
    ...empty,
    type,
    questionText: problem.questionText,
    solutionText: problem.solutionText ?? '',
    hints: hintFieldsOf(problem.hints),
    videoLink: problem.videoLink ?? '',
    tag: problem.tag ?? '',
    hasSolution: problem.hasSolution,
    isPublic: problem.isPublic,
    isPublished: problem.isPublished,
    theoryIds: [...problem.theoryIds],
    // Every row keeps a list of categories, whatever its type.
    answerCategories: problem.answerCategories && problem.answerCategories.length > 0 ? [...problem.answerCategories] : empty.answerCategories,
    ...editorOf(type).valuesFromProblem(problem),
  };
}

/** The body of POST /admin/problems (PUT adds the version): only the current type's part. */
export function writeRequestFromValues(values: TProblemFormValues): TProblemWrite {
  const common = {
    subtopicId: values.subtopicId,
    questionText: values.questionText,
    solutionText: values.solutionText,
    hints: values.hints,
    videoLink: values.videoLink,
    tag: values.tag,
    hasSolution: values.hasSolution,
    isPublic: values.isPublic,
    isPublished: values.isPublished,
    theoryIds: values.theoryIds,
  };
  return { ...common, ...editorOf(values.type).writeRequest(values) };
}

/** What the live preview renders: the texts, never the answer. */
export function previewRequestFromValues(values: TProblemFormValues) {
  return {
    type: values.type,
    questionText: values.questionText,
    options: editorOf(values.type).previewOptions(values),
    answerCategories: values.answerCategories,
    solutionText: values.solutionText,
    hints: values.hints.filter((hint) => hint.trim() !== ''),
    theoryIds: values.theoryIds,
    videoLink: values.videoLink,
  };
}

// Key order differs between a JSON draft and a fresh server copy; equality must not care.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function isSameFormValues(left: TProblemFormValues, right: TProblemFormValues): boolean {
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

/** A draft comes back from localStorage: anything unreadable or of another shape is dropped. */
export function formValuesFromDraft(draft: unknown): TProblemFormValues | null {
  if (typeof draft !== 'object' || draft === null) return null;
  const saved = draft as Record<string, unknown>;
  if (!isProblemType(saved.type)) return null;
  return {
    subtopicId: textOf(saved.subtopicId),
    type: saved.type,
    questionText: textOf(saved.questionText),
    solutionText: textOf(saved.solutionText),
    hints: hintFieldsOf(textsOf(saved.hints)),
    videoLink: textOf(saved.videoLink),
    tag: textOf(saved.tag),
    hasSolution: saved.hasSolution === true,
    isPublic: saved.isPublic === true,
    isPublished: saved.isPublished === true,
    theoryIds: textsOf(saved.theoryIds),
    ...everyTypesValues((editor) => editor.valuesFromDraft(saved)),
  };
}
