// The content domain: the catalogue, problems as learners see them, what learners may see, the
// admin's studio for categories, problems, theories and images, and the usage and statistics of items.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export {
  isHeldByTryout,
  isProblemPathVisible,
  isProblemVisible,
  isVisible,
  isVisibleToLearners,
  joinProblemPath,
  problemHeldByTryout,
  problemInTryout,
  problemPathColumns,
  problemPathVisibility,
  problemsWithPath,
  problemVisibility,
  visibleToLearners,
} from './visibility/visibility';
export { createVisibleProblemLookup, problemNotFound, type VisibleProblemLookup } from './visibility/visible-problem';
export {
  createProblemReadRepository,
  problemColumns,
  type ProblemPageRow,
  type ProblemReadRepository,
  type ProblemRow,
} from './problems/problem-read.repository';
export { problemSearchCondition, problemSearchValues } from './problems/problem-search';
export { pageHeadOf, practiceHeadOf, problemView } from './problems/problem-view';
export { revealFor, type TReveal, type TSolutionView } from './problems/reveal';
export { createItemStats } from './item-stats/item-stats';
export { openReportsOf } from './item-stats/open-reports';
export { wrongAnswerGroups } from './item-stats/wrong-answers';
export { createProblemListRepository } from './admin-problems/admin-problems.list.repository';
export { type CatalogRepository, createCatalogRepository } from './catalog/catalog.repository';
export { getCategoryPage, getSubtopicList, getSubtopicMarks, getTopicPage, listCategories } from './catalog/catalog.usecases';
export { adminHierarchyRoutes } from './admin-hierarchy/admin-hierarchy.routes';
export { adminProblemsRoutes } from './admin-problems/admin-problems.routes';
export { adminTheoriesRoutes } from './admin-theories/admin-theories.routes';
export { catalogRoutes } from './catalog/catalog.routes';
export { adminImagesRoutes, publicImagesRoutes } from './problem-images/problem-images.routes';
