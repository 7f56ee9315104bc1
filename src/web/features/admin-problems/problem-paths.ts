import { paths } from '../../routes';

// The editor's routes sit under paths.adminProblems (see router.tsx).
export const problemEditorPath = {
  create: () => `${paths.adminProblems}/new`,
  edit: (problemId: string) => `${paths.adminProblems}/${encodeURIComponent(problemId)}`,
};
