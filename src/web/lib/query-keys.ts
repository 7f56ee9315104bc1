// Every TanStack Query key of the SPA. A feature that invalidates another feature's data (an
// answer check refreshes the dashboard) names the key from here, so the two cannot drift apart.
// Keys nest: invalidating a prefix (`catalog`, `dashboardAll`) reaches every key below it. The
// admin area's keys are in admin-query-keys.ts, kept out of the learner pages' shared chunk.

type TProblemCodes = { categoryId: string; topicId: string; subtopicId: string; problemId: string };

const catalog = ['catalog'] as const;
const subtopicProblemsAll = [...catalog, 'subtopic'] as const;
const problemsAll = [...catalog, 'problem'] as const;
const dashboardAll = ['dashboard'] as const;
const learning = ['learning'] as const;

export const queryKeys = {
  me: ['me'] as const,

  catalog,
  categories: [...catalog, 'categories'] as const,
  category: (categoryId: string) => [...catalog, 'category', categoryId] as const,
  topic: (categoryId: string, topicId: string) => [...catalog, 'topic', categoryId, topicId] as const,
  subtopicProblemsAll,
  /** A subtopic's list; `signedIn`: with the learner's marks (without it: the prefix of both, to invalidate). */
  subtopicProblems: (...codes: [categoryId: string, topicId: string, subtopicId: string] | [categoryId: string, topicId: string, subtopicId: string, signedIn: boolean]) =>
    [...subtopicProblemsAll, ...codes] as const,
  problemsAll,
  /** A problem's page; `signedIn`: with the learner's own part (without it: the prefix of both, to update or invalidate). */
  problem: (codes: TProblemCodes, ...signedIn: [boolean] | []) => [...problemsAll, codes.categoryId, codes.topicId, codes.subtopicId, codes.problemId, ...signedIn] as const,

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

  bookmarks: ['bookmarks'] as const,
  questions: ['questions'] as const,
};
