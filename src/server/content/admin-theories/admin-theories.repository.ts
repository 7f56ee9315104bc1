import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { claimNextSortOrder, moveInList, type MoveDirection, type OrderedList } from '../../db/ordering';
import { categories, problems, problemTheories, subtopics, theories, topics } from '../../db/schema';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';

// Hard caps: a theory subtopic holds a few dozen theories, a theory is linked by a few problems.
export const THEORY_LIST_CAP = 500;
export const THEORY_SUBTOPIC_CAP = 500;
export const LINKED_PROBLEM_CAP = 100;

const theoryColumns = {
  id: theories.id,
  theoryId: theories.theoryId,
  subtopicId: theories.subtopicId,
  content: theories.content,
  sortOrder: theories.sortOrder,
  linkedProblemCount: sql<number>`(select count(*)::int from ${problemTheories} where ${problemTheories.theoryId} = ${theories.id})`,
};

const theoriesOf = (subtopicInternalId: number): OrderedList => ({
  table: theories,
  id: theories.id,
  sortOrder: theories.sortOrder,
  parent: { column: theories.subtopicId, id: subtopicInternalId, row: { table: subtopics, id: subtopics.id } },
});

// Their stored solutions hold the theory's text (issue 13); the problem renderer stores them again.
async function markLinkedProblemsStale(writer: Writer, theoryInternalId: number) {
  await writer
    .update(problems)
    .set({ renderedVersion: null })
    .where(inArray(problems.id, writer.select({ id: problemTheories.problemId }).from(problemTheories).where(eq(problemTheories.theoryId, theoryInternalId))));
}

export function createAdminTheoriesRepository({ db }: { db: Writer }) {
  const findTheory = async (theoryCode: string) => {
    const [row] = await db.select(theoryColumns).from(theories).where(eq(theories.theoryId, theoryCode));
    return row;
  };

  return {
    // The one category marked as the theory list (decision 034); the app makes it when missing.
    findTheoryCategory: async () => {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.isTheoryList, true));
      return row;
    },

    listSubtopicsOfCategory: (categoryInternalId: number) =>
      db
        .select({ subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName, topicName: topics.topicName })
        .from(subtopics)
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .where(eq(topics.categoryId, categoryInternalId))
        .orderBy(asc(topics.sortOrder), asc(topics.id), asc(subtopics.sortOrder), asc(subtopics.id))
        .limit(THEORY_SUBTOPIC_CAP),

    findSubtopicInCategory: async (categoryInternalId: number, subtopicCode: string) => {
      const [row] = await db
        .select({ id: subtopics.id, subtopicId: subtopics.subtopicId, subtopicName: subtopics.subtopicName })
        .from(subtopics)
        .innerJoin(topics, eq(topics.id, subtopics.topicId))
        .where(and(eq(subtopics.subtopicId, subtopicCode), eq(topics.categoryId, categoryInternalId)));
      return row;
    },

    listTheories: (subtopicInternalId: number) =>
      db
        .select(theoryColumns)
        .from(theories)
        .where(eq(theories.subtopicId, subtopicInternalId))
        .orderBy(asc(theories.sortOrder), asc(theories.id))
        .limit(THEORY_LIST_CAP),

    findTheory,

    // Last in its subtopic (the list locked, so two adds at once get different places).
    // Returns undefined when the subtopic is gone.
    insertLast: async (subtopicInternalId: number, content: string) => {
      const inserted = await db.transaction(async (tx) => {
        const sortOrder = await claimNextSortOrder(tx, theoriesOf(subtopicInternalId));
        if (sortOrder === undefined) return undefined;
        return insertWithUniqueCode(tx, 'theory', async (inner, code) => {
          const [row] = await inner
            .insert(theories)
            .values({ theoryId: code, subtopicId: subtopicInternalId, content, sortOrder })
            .returning({ theoryId: theories.theoryId });
          return row!;
        });
      });
      return inserted && findTheory(inserted.theoryId);
    },

    // Returns false when the theory is gone. The theory row is written (so locked) before the
    // linked problems are marked stale: a problem save that read it for share has committed its
    // links by then, and one that reads it later waits for this edit and renders the new text.
    updateContent: (theoryInternalId: number, content: string) =>
      db.transaction(async (tx) => {
        const updated = await tx.update(theories).set({ content }).where(eq(theories.id, theoryInternalId)).returning({ id: theories.id });
        if (updated.length === 0) return false;
        await markLinkedProblemsStale(tx, theoryInternalId);
        return true;
      }),

    move: (subtopicInternalId: number, theoryInternalId: number, direction: MoveDirection) =>
      db.transaction((tx) => moveInList(tx, theoriesOf(subtopicInternalId), theoryInternalId, direction)),

    linkedProblems: async (theoryInternalId: number) => {
      const [rows, [total]] = await Promise.all([
        db
          .select({ problemId: problems.problemId })
          .from(problemTheories)
          .innerJoin(problems, eq(problems.id, problemTheories.problemId))
          .where(eq(problemTheories.theoryId, theoryInternalId))
          .orderBy(asc(problems.id))
          .limit(LINKED_PROBLEM_CAP),
        db.select({ value: count() }).from(problemTheories).where(eq(problemTheories.theoryId, theoryInternalId)),
      ]);
      return { problems: rows, problemCount: total?.value ?? 0 };
    },

    // Spec 7: the links go first, in the same transaction as the theory. Returns false when
    // the theory was already gone. Its row is locked first, for the reason given at
    // updateContent, and the linked problems are marked stale while their links still exist.
    deleteWithLinks: (theoryInternalId: number) =>
      db.transaction(async (tx) => {
        const locked = await tx.select({ id: theories.id }).from(theories).where(eq(theories.id, theoryInternalId)).for('update');
        if (locked.length === 0) return false;
        await markLinkedProblemsStale(tx, theoryInternalId);
        await tx.delete(problemTheories).where(eq(problemTheories.theoryId, theoryInternalId));
        const deleted = await tx.delete(theories).where(eq(theories.id, theoryInternalId)).returning({ id: theories.id });
        return deleted.length > 0;
      }),
  };
}

export type AdminTheoriesRepository = ReturnType<typeof createAdminTheoriesRepository>;
