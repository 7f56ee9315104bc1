// The learning domain: practice and the answer check, progress, XP, mastery, reviews, the dashboard,
// bookmarks and the last opened problem.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export { ANSWER_WRITES, answerWriteParameters, WRITE_ANSWER } from './learning/answer-writer';
export { beforeProblemsChange, recountLearners } from './learning/learner-state';
export { ASSIGNMENT_FIGURES, countMemberAssignments, recountAssignment } from './learning/assignment-progress';
export { createLearningRepository, type LearningRepository, type Outline } from './learning/learning.repository';
export { createBookmarksRepository } from './bookmarks/bookmarks.repository';
export { createMistakesRepository } from './mistakes/mistakes.repository';
export { createDashboardRepository, type DashboardRepository } from './dashboard/dashboard.repository';
export { createPracticeRepository, type PracticeRepository } from './practice/practice.repository';
export type { LearningDeps } from './learning/learning.usecases';
export { getDashboard, resolveTimeZone } from './dashboard/dashboard.usecases';
export { getProblemPage } from './practice/practice.usecases';
export { learningRoutes, nextProblemRoutes } from './learning/learning.routes';
export { bookmarksRoutes } from './bookmarks/bookmarks.routes';
export { mistakesRoutes } from './mistakes/mistakes.routes';
export { dashboardRoutes } from './dashboard/dashboard.routes';
export { practiceRoutes } from './practice/practice.routes';
export { helpRoutes } from './help/help.routes';
export { recentProblemRoutes } from './recent-problem/recent-problem.routes';
