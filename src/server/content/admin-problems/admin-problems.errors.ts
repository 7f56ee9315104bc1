import { commonErrors, createError } from '../../http/app-error';

export const adminProblemErrors = {
  notFound: () => createError({ code: 'admin.problem_not_found', status: 404, message: 'Problem not found' }),
  editConflict: (current: { version: number; updatedAt: Date }) =>
    createError({
      code: 'admin.problem_edit_conflict',
      status: 409,
      message: 'Another admin saved this problem first; reload to see their version',
      details: { currentVersion: current.version, updatedAt: current.updatedAt.toISOString() },
    }),
  // Shaped like a schema failure, so the form marks the field that names the missing row.
  unknownReference: (path: string, message: 'unknown_subtopic' | 'unknown_theory' | 'theory_subtopic') =>
    commonErrors.validation([{ path, message, code: 'custom' }]),
  // Bulk actions (issue 31.6): the whole action is refused, nothing changed.
  unknownProblems: (problemIds: string[]) =>
    createError({ code: 'admin.bulk_unknown_problems', status: 404, message: 'Some selected problems do not exist', details: { problemIds } }),
  emptySelection: () => createError({ code: 'admin.bulk_empty_selection', status: 400, message: 'No problem matches the selection' }),
  theorySubtopic: () =>
    createError({ code: 'admin.problem_in_theory_subtopic', status: 400, message: "The subtopics of 'List Teori' hold theories only" }),
};
