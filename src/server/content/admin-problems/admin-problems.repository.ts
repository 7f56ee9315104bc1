import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lockList, type OrderedList } from '../../db/ordering';
import { categories, problems, problemTheories, subtopics, theories, topics } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { beforeProblemsChange } from '../../learning';
import type { ProblemListRepository } from './admin-problems.list.repository';

export { PROBLEM_LIST_SORTS } from '../../../core/item-analytics';
export type { ProblemListFilter } from './admin-problems.list-query';

const subtopicRow = { table: subtopics, id: subtopics.id };
const problemsOf = (subtopicInternalId: number): OrderedList =>
  ({ table: problems, id: problems.id, sortOrder: problems.sortOrder, parent: { column: problems.subtopicId, id: subtopicInternalId, row: subtopicRow } });

// A new problem goes after the last one of its subtopic, whether or not that was ever reordered
// (the caller holds the subtopic's list lock, lockSubtopic).
const lastInSubtopic = (subtopicInternalId: number) =>
  sql<number>`(select coalesce(max(p.sort_order), 0) + 1 from ${problems} p where p.subtopic_id = ${subtopicInternalId})`;

export type ProblemValues = Omit<typeof problems.$inferInsert, 'id' | 'problemId' | 'version' | 'createdAt' | 'updatedAt'>;

const problemColumns = {
  id: problems.id,
  problemId: problems.problemId,
  subtopicCode: subtopics.subtopicId,
  type: problems.type,
  questionText: problems.questionText,
  answer: problems.answer,
  solutionText: problems.solutionText,
  hints: problems.hints,
  videoLink: problems.videoLink,
  options: problems.options,
  tag: problems.tag,
  answerCategories: problems.answerCategories,
  answerMode: problems.answerMode,
  answerTolerance: problems.answerTolerance,
  hasSolution: problems.hasSolution,
  isPublic: problems.isPublic,
  isPublished: problems.isPublished,
  version: problems.version,
  updatedAt: problems.updatedAt,
};

// `db` may be a transaction (a keyed create runs in its idempotency claim's); the list's prepared
// statements always run on the pool, so they come in built.
export function createAdminProblemsRepository({ db, lists }: { db: Writer; lists: ProblemListRepository }) {
  return {
    ...lists,

    findByCode: async (problemCode: string) => {
      const [row] = await db
        .select({
          ...problemColumns,
          subtopicName: subtopics.subtopicName,
          topicCode: topics.topicId,
          topicName: topics.topicName,
          categoryCode: categories.categoryId,
          categoryName: categories.categoryName,
        })
        .from(problems)
        .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(problems.problemId, problemCode));
      return row;
    },

    linkedTheories: (problemInternalId: number) =>
      db
        .select({ id: theories.id, theoryId: theories.theoryId, subtopicId: subtopics.subtopicId, content: theories.content })
        .from(problemTheories)
        .innerJoin(theories, eq(theories.id, problemTheories.theoryId))
        .innerJoin(subtopics, eq(subtopics.id, theories.subtopicId))
        .where(eq(problemTheories.problemId, problemInternalId))
        .orderBy(asc(problemTheories.sortOrder), asc(theories.id)),

    // Where a problem is being placed: a subtopic of 'List Teori' holds theories only (issue 31).
    findSubtopicForProblems: async (subtopicCode: string) => {
      const [row] = await db
        .select({ id: subtopics.id, isInTheoryList: categories.isTheoryList })
        .from(subtopics)
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(subtopics.subtopicId, subtopicCode));
      return row;
    },

    findTheories: (theoryCodes: string[]) =>
      theoryCodes.length === 0
        ? Promise.resolve([])
        : db.select({ id: theories.id, theoryId: theories.theoryId, content: theories.content }).from(theories).where(inArray(theories.theoryId, theoryCodes)),

    // In the given order, read for share inside the save's transaction: an edit of one of these
    // theories (admin-theories) then either committed before and is read here, or waits for the
    // save and marks the problem stale after it, so stale HTML is never stored as current.
    theoryContentsForSave: async (writer: Writer, theoryInternalIds: number[]) => {
      if (theoryInternalIds.length === 0) return [];
      const rows = await writer
        .select({ id: theories.id, content: theories.content })
        .from(theories)
        .where(inArray(theories.id, theoryInternalIds))
        .for('share');
      const contentById = new Map(rows.map((row) => [row.id, row.content]));
      return theoryInternalIds.flatMap((id) => contentById.get(id) ?? []);
    },

    // Taken before a problem is placed in the subtopic (inserted, or moved there); false when
    // the subtopic is gone.
    lockSubtopic: (writer: Writer, subtopicInternalId: number) => lockList(writer, problemsOf(subtopicInternalId)),

    insert: async (writer: Writer, problemCode: string, values: ProblemValues) => {
      const [row] = await writer
        .insert(problems)
        .values({ ...values, problemId: problemCode, sortOrder: lastInSubtopic(values.subtopicId) })
        .returning({ id: problems.id });
      return row!.id;
    },

    // Only when the admin saw the latest version: a concurrent save holds the row lock, and
    // this statement then re-reads the row and finds the version moved on.
    updateAtVersion: async (writer: Writer, problemCode: string, version: number, values: ProblemValues) => {
      await beforeProblemsChange(writer, sql`select ${problems.id} from ${problems} where ${problems.problemId} = ${problemCode} and ${problems.version} = ${version}`, values);
      const [row] = await writer
        .update(problems)
        .set({
          ...values,
          // Moved to another subtopic, it goes to the end there; otherwise it keeps its place.
          sortOrder: sql`case when ${problems.subtopicId} = ${values.subtopicId} then ${problems.sortOrder} else ${lastInSubtopic(values.subtopicId)} end`,
          version: sql`${problems.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(problems.problemId, problemCode), eq(problems.version, version)))
        .returning({ id: problems.id });
      return row?.id;
    },

    // What a save may change that a tryout holds (decision 063): where it is and how it is graded.
    heldParts: async (writer: Writer, problemCode: string) => {
      const [row] = await writer
        .select({
          subtopicId: problems.subtopicId,
          type: problems.type,
          answer: problems.answer,
          options: problems.options,
          answerCategories: problems.answerCategories,
          answerMode: problems.answerMode,
          answerTolerance: problems.answerTolerance,
        })
        .from(problems)
        .where(eq(problems.problemId, problemCode));
      return row;
    },

    currentVersion: async (problemCode: string) => {
      const [row] = await db
        .select({ version: problems.version, updatedAt: problems.updatedAt })
        .from(problems)
        .where(eq(problems.problemId, problemCode));
      return row;
    },

    replaceTheoryLinks: async (writer: Writer, problemInternalId: number, theoryInternalIds: number[]) => {
      await writer.delete(problemTheories).where(eq(problemTheories.problemId, problemInternalId));
      if (theoryInternalIds.length === 0) return;
      await writer
        .insert(problemTheories)
        .values(theoryInternalIds.map((theoryId, sortOrder) => ({ problemId: problemInternalId, theoryId, sortOrder })));
    },
  };
}

export type AdminProblemsRepository = ReturnType<typeof createAdminProblemsRepository>;
