// The admin area's TanStack Query keys (query-keys.ts has the learner pages'): apart, so the
// chunk every learner page loads does not carry them. They nest as the learner keys do.

const admin = ['admin'] as const;
const adminProblemsAll = [...admin, 'problems'] as const;
const adminUsersAll = [...admin, 'users'] as const;
const adminReportsAll = [...admin, 'reports'] as const;
const adminUserQuestionsAll = [...admin, 'user-questions'] as const;

export const adminQueryKeys = {
  admin,
  adminContentTree: [...admin, 'content-tree'] as const,
  adminManageAll: [...admin, 'manage'] as const,
  adminManageList: (level: string, parentId: string | null) => [...admin, 'manage', level, parentId ?? 'root'] as const,
  adminManageDeletionImpact: (level: string, id: string) => [...admin, 'manage-deletion-impact', level, id] as const,
  adminProblemsAll,
  adminProblemList: (query: Record<string, string>) => [...adminProblemsAll, 'list', query] as const,
  adminProblem: (problemId: string) => [...adminProblemsAll, 'detail', problemId] as const,
  adminProblemDeletionImpact: (problemId: string) => [...adminProblemsAll, 'deletion-impact', problemId] as const,
  // Item analytics (issue 15): below adminProblemsAll, so a change to the problems refreshes them.
  adminProblemAnalytics: (problemId: string) => [...adminProblemsAll, 'analytics', problemId] as const,
  adminDifficultyOrder: (subtopicId: string) => [...adminProblemsAll, 'difficulty-order', subtopicId] as const,
  adminTheorySubtopics: [...admin, 'theory-subtopics'] as const,
  adminTheories: (subtopicId: string) => [...admin, 'theories', subtopicId] as const,
  adminTheoryDeletionImpact: (theoryId: string) => [...admin, 'theory-deletion-impact', theoryId] as const,
  adminUsersAll,
  adminUserList: (query: Record<string, string>) => [...adminUsersAll, 'list', query] as const,
  adminMailOutbox: (query: Record<string, string>) => [...admin, 'mail-outbox', query] as const,
  adminReportsAll,
  adminReportList: (query: Record<string, string>) => [...adminReportsAll, 'list', query] as const,
  adminUserQuestionsAll,
  adminUserQuestionList: (query: Record<string, string>) => [...adminUserQuestionsAll, 'list', query] as const,

};
