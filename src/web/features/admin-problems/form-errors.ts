import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { problemFieldMessage, ZProblemWrite } from '../../../core/problem-editor';
import type { ProblemType } from '../../../core/problem-shapes';
import { editorOf } from '../../../problem-types/editors';
import { writeRequestFromValues, type TProblemFormValues } from './form-values';

/** One validation issue, as the server's 400 details and zod both give it. */
export type TFieldIssue = { path: string; message: string; code?: string };

// Fields that are one input each carry their own name in the form.
const SAME_NAME_FIELDS = new Set(['subtopicId', 'type', 'questionText', 'solutionText', 'videoLink', 'tag', 'hasSolution', 'isPublic', 'isPublished']);

/**
 * Where an issue of the write request (path as the API names it, e.g. 'options.B') is shown in
 * the form: an input's name, or 'root.<group>' for a message about a whole list. Null: nowhere
 * in particular (the caller shows it as a general message).
 */
export function formFieldForIssue(type: ProblemType, path: string): string | null {
  const [head = '', key, ...rest] = path.split('.');
  if (SAME_NAME_FIELDS.has(path)) return path;
  if (head === 'options' && (key === undefined || rest.length > 0)) return 'root.options';
  if (head === 'answerCategories') return key === undefined ? 'root.answerCategories' : `answerCategories.${key}`;
  if (head === 'theoryIds') return 'root.theoryIds';
  // Issue 52: a hint's own issue at its field; 'too many' at the first.
  if (head === 'hints') return `hints.${key ?? 0}`;
  // The options, the answer and any field of the type's own (src/problem-types/<type>/editor.tsx).
  return editorOf(type).issueField(head, key);
}

export type TPlacedIssue = { field: string; type: string; message: string };

/** Each issue at its field with its Indonesian text; the first issue of a field wins. */
export function placeIssues(type: ProblemType, issues: readonly TFieldIssue[]): { placed: TPlacedIssue[]; unplaced: TFieldIssue[] } {
  const placed: TPlacedIssue[] = [];
  const unplaced: TFieldIssue[] = [];
  for (const issue of issues) {
    const field = formFieldForIssue(type, issue.path);
    if (!field) unplaced.push(issue);
    else if (!placed.some((known) => known.field === field)) placed.push({ field, type: issue.code ?? 'custom', message: problemFieldMessage(issue.message) });
  }
  return { placed, unplaced };
}

/** The same, nested as react-hook-form keeps its errors. */
export function formErrorsFromIssues(type: ProblemType, issues: readonly TFieldIssue[]): { errors: FieldErrors<TProblemFormValues>; unplaced: TFieldIssue[] } {
  const { placed, unplaced } = placeIssues(type, issues);
  const errors: FieldErrors<TProblemFormValues> = {};
  for (const { field, type: code, message } of placed) set(errors, field, { type: code, message });
  return { errors, unplaced };
}

/** The server's 400 details, if that is what the error carries. */
export function issuesFromDetails(details: unknown): TFieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (detail): detail is TFieldIssue =>
      typeof detail === 'object' && detail !== null && typeof detail.path === 'string' && typeof detail.message === 'string',
  );
}

// The same schema the server applies, run on the request the form would send.
export const problemFormResolver: Resolver<TProblemFormValues> = async (values) => {
  const result = ZProblemWrite.safeParse(writeRequestFromValues(values));
  if (result.success) return { values, errors: {} };
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code }));
  const { errors, unplaced } = formErrorsFromIssues(values.type, issues);
  // An issue with no field of its own still blocks the save, and says so at the top.
  if (unplaced.length > 0 && !errors.root?.form) set(errors, 'root.form', { type: 'custom', message: problemFieldMessage(unplaced[0]?.message ?? '') });
  return { values: {}, errors };
};
