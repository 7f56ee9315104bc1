import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createCache, type Cache } from '../../cache/cache';
import { categories, problems, problemTheories, subtopics, theories, topics } from '../../db/schema';
import { storedMarkup } from '../../markup/stored-markup';
import { isProblemPathVisible, joinProblemPath, problemHeldByTryout, visibleToLearners } from '../visibility/visibility';

// The problem read model any module may use (practice, reviews, tryouts, the last opened problem):
// a problem by its code, with its place in the hierarchy and its stored markup, held in memory
// while content is unchanged.

export const problemColumns = {
  id: problems.id,
  problemId: problems.problemId,
  type: problems.type,
  questionText: problems.questionText,
  answer: problems.answer,
  options: problems.options,
  answerCategories: problems.answerCategories,
  answerMode: problems.answerMode,
  answerTolerance: problems.answerTolerance,
  solutionText: problems.solutionText,
  // Issue 52: hint steps, sent to a learner one by one as they open them (learning/help).
  hints: problems.hints,
  hasSolution: problems.hasSolution,
  isPublic: problems.isPublic,
  videoLink: problems.videoLink,
  tag: problems.tag,
  // A draft is read too, for an admin's preview; the usecase answers 404 to everyone else.
  isPublished: problems.isPublished,
};

export type ProblemRow = Pick<typeof problems.$inferSelect, keyof typeof problemColumns>;

// Problems by their code kept in memory (cache/cache.ts, tag `content`): a guest's problem page and
// answer check then cost no query, a learner's one fewer. One entry serves the page (its path
// compared with the URL's) and the check of the problem the learner has open (its answer and
// stored solution). Twice a row's JSON: V8 keeps KaTeX's output as two-byte strings.
const problemRowBytes = (row: object) => 500 + 2 * JSON.stringify(row).length;

// Hot-path queries are prepared once per process (query building is a large share of their cost).
// Without the app's `cache` (scripts, tests of the repository) every read goes to the database.
export function createProblemReadRepository({ db, cache = createCache() }: { db: Database; cache?: Cache }) {
  // One query: a problem whose whole path is published (a draft too: see problemColumns), its
  // place in the hierarchy, its number there, and its stored markup, the solution's included
  // (an answer is often right).
  const selectProblem = () => joinProblemPath(
    db
      .select({
      ...problemColumns,
      questionHtml: storedMarkup(problems.questionHtml),
      optionsHtml: storedMarkup(problems.optionsHtml),
      solutionHtml: storedMarkup(problems.solutionHtml),
      hintsHtml: storedMarkup(problems.hintsHtml),
      categoryCode: categories.categoryId,
      categoryName: categories.categoryName,
      topicCode: topics.topicId,
      topicName: topics.topicName,
      subtopicCode: subtopics.subtopicId,
      subtopicName: subtopics.subtopicName,
      // Out of practice while a tryout lists it (decision 068); a tryout's publication or final
      // scores announce a content change, so a row held in memory never outlives the answer.
      heldByTryout: problemHeldByTryout,
      // Its place in the subtopic's listing order (sort_order, then id) among the published
      // problems learners see listed (a draft, previewed by an admin, counts itself in).
      number: sql<number>`(select count(*)::int from problems p2 where p2.subtopic_id = ${problems.subtopicId} and (${sql.raw(visibleToLearners({ problem: 'p2' }))} or p2.id = ${problems.id}) and (p2.sort_order, p2.id) <= (${problems.sortOrder}, ${problems.id}))`,
      })
      .from(problems)
      .$dynamic(),
  );
  const problemByCode = selectProblem().where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemPathVisible)).prepare('practice_problem_by_code');
  // Whatever its path's publication: a learner's own record (a finished tryout's review, decision 063).
  const problemOfRecordByCode = selectProblem().where(eq(problems.problemId, sql.placeholder('problemId'))).prepare('problem_of_record_by_code');

  const problemsByCode = cache.holder<Awaited<ReturnType<typeof problemByCode.execute>>[number]>('problems by code', { sizeOf: problemRowBytes, tags: () => ['content'] });
  const findProblem = (problemCode: string) => problemsByCode.get(problemCode, async () => (await problemByCode.execute({ problemId: problemCode }))[0]);

  // The theories a problem links, for a solution rendered now (reveal.ts): one not stored yet.
  const theoriesOfProblem = db
    .select({ content: theories.content })
    .from(problemTheories)
    .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
    .where(eq(problemTheories.problemId, sql.placeholder('problemId')))
    .orderBy(asc(problemTheories.sortOrder), asc(theories.id))
    .prepare('practice_problem_theories');

  return {
    // The problem (published or a draft) by its code, if its path is published; held in memory.
    findProblem,

    // The problem whatever the publication of it and its path, for what a learner already sat (a
    // finished tryout's review): the held row when its path is published, else read; with whether
    // learners can open its path (its subtopic offered for practice).
    findProblemOfRecord: async (problemCode: string) => {
      const visible = await findProblem(problemCode);
      if (visible) return { row: visible, isPathVisible: true };
      const [row] = await problemOfRecordByCode.execute({ problemId: problemCode });
      return row && { row, isPathVisible: false };
    },

    linkedTheories: async (problemInternalId: number): Promise<string[]> => {
      const rows = await theoriesOfProblem.execute({ problemId: problemInternalId });
      return rows.map((row) => row.content);
    },

    // The problem (published or a draft), if its path is published and is the URL's (each code compared exactly, as the query did).
    findProblemInPath: async (codes: { categoryId: string; topicId: string; subtopicId: string; problemId: string }) => {
      const row = await findProblem(codes.problemId);
      const inPath = row && row.categoryCode === codes.categoryId && row.topicCode === codes.topicId && row.subtopicCode === codes.subtopicId;
      return inPath ? row : undefined;
    },

    // The rows held in memory, for a reader that only takes
    // a problem already held (the answer check) and reads less otherwise.
    heldProblems: problemsByCode,
  };
}

export type ProblemReadRepository = ReturnType<typeof createProblemReadRepository>;
export type ProblemPageRow = NonNullable<Awaited<ReturnType<ProblemReadRepository['findProblemInPath']>>>;
