import { paths } from './routes';

// An admin's pages of one problem; build links with adminProblemPath so ids are always encoded.
// Not in routes.ts: that module travels with every learner page, these only with admin pages.
export const adminProblemPath = {
  editor: (problemId: string) => `${paths.adminProblems}/${encodeURIComponent(problemId)}`,
  analytics: (problemId: string) => `${adminProblemPath.editor(problemId)}/analitik`,
};

// An admin's pages of one tryout (issue 36).
export const adminTryoutPath = {
  editor: (tryoutId: string) => `${paths.adminTryouts}/${encodeURIComponent(tryoutId)}`,
  preview: (tryoutId: string) => `${adminTryoutPath.editor(tryoutId)}/pratinjau`,
  report: (tryoutId: string) => `${adminTryoutPath.editor(tryoutId)}/laporan`,
};
