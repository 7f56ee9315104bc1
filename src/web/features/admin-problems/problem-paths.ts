import { adminProblemPath } from '../../admin-paths';
import { paths } from '../../routes';

// The editor's routes sit under paths.adminProblems (see app-routes.tsx).
export const problemEditorPath = {
  create: () => `${paths.adminProblems}/new`,
  edit: adminProblemPath.editor,
};
