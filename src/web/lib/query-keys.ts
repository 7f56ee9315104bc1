// Every TanStack Query key of the SPA. A feature that invalidates another feature's data (an
// answer check refreshes the dashboard) names the key from here, so the two cannot drift apart.
// Keys nest: invalidating a prefix (`catalog`, `dashboardAll`) reaches every key below it.

type TProblemCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

const catalog = ['catalog'] as const;
const subtopicProblemsAll = [...catalog, 'subtopic'] as const;
const problemsAll = [...catalog, 'problem'] as const;
const dashboardAll = ['dashboard'] as const;
const learning = ['learning'] as const;
const admin = ['admin'] as const;
const adminProblemsAll = [...admin, 'problems'] as const;
const adminUsersAll = [...admin, 'users'] as const;
const adminReportsAll = [...admin, 'reports'] as const;
const adminUserQuestionsAll = [...admin, 'user-questions'] as const;

export const queryKeys = {
  me: ['me'] as const,

  catalog,
  categories: [...catalog, 'categories'] as const,
  category: (categoryId: string) => [...catalog, 'category', categoryId] as const,
  topic: (categoryId: string, topicId: string) => [...catalog, 'topic', categoryId, topicId] as const,
  subtopicProblemsAll,
  subtopicProblems: (categoryId: string, topicId: string, subtopicId: string) =>
    [...subtopicProblemsAll, categoryId, topicId, subtopicId] as const,
  problemsAll,
  problem: ({ categoryId, topicId, subtopicId, problemId }: TProblemCodes) =>
    [...problemsAll, categoryId, topicId, subtopicId, problemId] as const,

  guestReplay: (problemId: string, answer: unknown) => ['practice', 'guest-replay', problemId, answer] as const,

  dashboardAll,
  dashboard: (categoryId: string | null) => [...dashboardAll, categoryId ?? 'all'] as const,
  masteryMap: (categoryId: string | null) => [...dashboardAll, 'mastery-map', categoryId ?? 'all'] as const,

  // Issue 34: a learner's levels, reviews and next problem; a review answer refreshes them all.
  learning,
  topicLevels: (topicId: string) => [...learning, 'topic', topicId] as const,
  subtopicLevel: (subtopicId: string) => [...learning, 'subtopic', subtopicId] as const,
  reviews: [...learning, 'reviews'] as const,
  review: (problemId: string) => [...learning, 'review', problemId] as const,
  nextProblem: (problemId: string) => [...learning, 'next', problemId] as const,

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

  bookmarks: ['bookmarks'] as const,
  questions: ['questions'] as const,
};
