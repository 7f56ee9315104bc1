import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { claimNextSortOrder, moveInList, type MoveDirection } from '../../db/ordering';
import { readContentUsage, refuseContentInUse } from '../content-usage/content-usage';
import { refuseChangesToTryoutProblems } from '../content-usage/problems-in-tryouts';
import { categories, problems, subtopics, theories, topics, userProgress } from '../../db/schema';
import { insertWithUniqueCode, type Writer } from '../../db/unique-code';
import { beforeProblemsChange } from '../../learning';
import { levels, siblingsOf, type Level } from './admin-hierarchy.levels';

// Admin lists show everything; a hard cap keeps a runaway table from becoming one huge response.
export const ADMIN_LIST_CAP = 1000;
export const CONTENT_TREE_CAP = 20_000;

export type ItemRow = { code: string; name: string; description: string; sortOrder: number; isPublished: boolean; isFixed: boolean; childCount: number };
export type ItemPatch = { name?: string; description?: string; isPublished?: boolean };
export type DeletionImpact = { topics: number; subtopics: number; problems: number; theories: number; learners: number };

type RawItemRow = { code: string; name: string; description: string; sort_order: number; is_published: boolean; is_fixed: boolean; child_count: number };

async function selectItems(db: Writer, level: Level, where: SQL): Promise<ItemRow[]> {
  const l = levels[level];
  const rows = await db.execute<RawItemRow>(sql`
    select ${l.code} as code, ${l.name} as name, ${l.description ?? sql`''`} as description,
      ${l.sortOrder} as sort_order, ${l.isPublished} as is_published, ${l.isFixed ?? sql`false`} as is_fixed,
      (select count(*)::int from ${l.children.table} where ${l.children.parent} = ${l.id}) as child_count
    from ${l.table} where ${where} order by ${l.sortOrder}, ${l.id} limit ${ADMIN_LIST_CAP}`);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    description: row.description,
    sortOrder: Number(row.sort_order),
    isPublished: row.is_published,
    isFixed: row.is_fixed,
    childCount: Number(row.child_count),
  }));
}

// The problems that go with the item: those of its subtopics (for a subtopic, its own).
const problemsBelow = (level: Level, id: number) => sql`select ${problems.id} from ${problems} where ${problems.subtopicId} in (${levels[level].contentSubtopics(id)})`;

const countOf = (table: typeof topics | typeof subtopics, below: SQL | null) =>
  below ? sql`(select count(*)::int from ${table} where ${table.id} in (${below}))` : sql`0`;

async function countImpact(writer: Writer, level: Level, id: number): Promise<DeletionImpact> {
  const l = levels[level];
  const content = l.contentSubtopics(id);
  const [row] = await writer.execute<DeletionImpact>(sql`select
    ${countOf(topics, l.topicsBelow?.(id) ?? null)} as topics,
    ${countOf(subtopics, l.subtopicsBelow?.(id) ?? null)} as subtopics,
    (select count(*)::int from ${problems} where ${problems.subtopicId} in (${content})) as problems,
    (select count(*)::int from ${theories} where ${theories.subtopicId} in (${content})) as theories,
    (select count(distinct ${userProgress.userId})::int from ${userProgress} where ${userProgress.problemId} in (${problemsBelow(level, id)})) as learners`);
  return {
    topics: Number(row!.topics),
    subtopics: Number(row!.subtopics),
    problems: Number(row!.problems),
    theories: Number(row!.theories),
    learners: Number(row!.learners),
  };
}

export function createAdminHierarchyRepository({ db }: { db: Writer }) {
  return {
    find: async (level: Level, code: string) => {
      const l = levels[level];
      const [row] = await db.execute<{ id: number; parent_id: number | null; is_fixed: boolean }>(
        sql`select ${l.id} as id, ${l.parent ?? sql`null`} as parent_id, ${l.isFixed ?? sql`false`} as is_fixed from ${l.table} where ${l.code} = ${code}`,
      );
      return row ? { id: Number(row.id), parentId: row.parent_id === null ? null : Number(row.parent_id), isFixed: row.is_fixed } : undefined;
    },

    list: (level: Level, parentId: number | null) => {
      const parent = levels[level].parent;
      return selectItems(db, level, parent && parentId !== null ? sql`${parent} = ${parentId}` : sql`true`);
    },

    get: async (level: Level, id: number): Promise<ItemRow | undefined> => (await selectItems(db, level, sql`${levels[level].id} = ${id}`))[0],

    categoryTrail: async (categoryCode: string) => {
      const [row] = await db
        .select({ id: categories.id, categoryId: categories.categoryId, categoryName: categories.categoryName })
        .from(categories)
        .where(eq(categories.categoryId, categoryCode));
      return row;
    },

    topicTrail: async (topicCode: string) => {
      const [row] = await db
        .select({
          id: topics.id,
          topicId: topics.topicId,
          topicName: topics.topicName,
          categoryId: categories.categoryId,
          categoryName: categories.categoryName,
        })
        .from(topics)
        .innerJoin(categories, eq(categories.id, topics.categoryId))
        .where(eq(topics.topicId, topicCode));
      return row;
    },

    // New items go last and unpublished (the column default), with a fresh public code.
    // Undefined when the parent is gone.
    create: (level: Level, item: { name: string; description: string; parentId: number | null }) =>
      insertWithUniqueCode(db, level, async (tx, code) => {
        const sortOrder = await claimNextSortOrder(tx, siblingsOf(level, item.parentId));
        return sortOrder === undefined ? undefined : levels[level].insert(tx, { ...item, code, sortOrder });
      }),

    update: async (level: Level, id: number, patch: ItemPatch) => {
      const l = levels[level];
      const column = (name: string) => sql.identifier(name);
      const assignments = [
        patch.name === undefined ? null : sql`${column(l.name.name)} = ${patch.name}`,
        patch.description === undefined || !l.description ? null : sql`${column(l.description.name)} = ${patch.description}`,
        patch.isPublished === undefined ? null : sql`${column(l.isPublished.name)} = ${patch.isPublished}`,
      ].filter((assignment) => assignment !== null);
      if (assignments.length === 0) return;
      const statement = sql`update ${l.table} set ${sql.join(assignments, sql`, `)} where ${l.id} = ${id}`;
      if (patch.isPublished !== false) {
        await db.execute(statement);
        return;
      }
      // Issue 36: hiding an item hides every problem below it, refused while a published tryout
      // not finally scored uses one of them (decision 063).
      await db.transaction(async (tx) => {
        await tx.execute(statement);
        await refuseChangesToTryoutProblems(tx, sql`select ${problems.id} from ${problems} where ${problems.subtopicId} in (${l.contentSubtopics(id)})`, { hides: true });
      });
    },

    // One transaction: moveInList locks the list, so concurrent moves apply one after another.
    move: (level: Level, item: { id: number; parentId: number | null }, direction: MoveDirection) =>
      db.transaction((tx) => moveInList(tx, siblingsOf(level, item.parentId), item.id, direction)),

    // What goes with the item, and where its problems are used (a delete is refused while they are).
    impact: async (level: Level, id: number, now: Date) => {
      const [counts, usage] = await Promise.all([countImpact(db, level, id), readContentUsage(db, problemsBelow(level, id), now)]);
      return { ...counts, usage };
    },

    // Bottom-up, as the hierarchy's foreign keys restrict: problems (their progress, attempts,
    // bookmarks, reports and theory links cascade), theories, subtopics, topics, then the item.
    // Learners' xp_total is left as it is. Refused while one of the problems is used.
    remove: (level: Level, id: number, now: Date) =>
      db.transaction(async (tx) => {
        const l = levels[level];
        // The item, then the topics and subtopics below it, are locked before anything is read:
        // a create of a child holds its parent's row (db/ordering.ts lockList), so it either
        // commits first and its child goes with the rest, or waits and finds its parent gone.
        const locked = await tx.execute(sql`select 1 from ${l.table} where ${l.id} = ${id} for update`);
        if (locked.length === 0) return null;
        if (l.topicsBelow) await tx.execute(sql`select 1 from ${topics} where ${topics.id} in (${l.topicsBelow(id)}) for update`);
        if (l.subtopicsBelow) await tx.execute(sql`select 1 from ${subtopics} where ${subtopics.id} in (${l.subtopicsBelow(id)}) for update`);
        const content = l.contentSubtopics(id);
        // Then its problems, before anything is deleted: a learner's check in flight holds its
        // problem (the foreign key) until it commits, and one arriving now waits here. Deleted
        // unlocked, the cascade would take a learner's stats row and then wait for the next
        // problem, held by a check waiting for that stats row: a deadlock, in which Postgres could
        // abort this delete (409) as well as the check.
        await tx.execute(sql`select 1 from ${problems} where ${problems.subtopicId} in (${content}) order by ${problems.id} for update`);
        // Issue 50.4: nothing goes while one of its problems is used by an assignment, a tryout or
        // a Tanya Soal answer (409 listing where, decision 072).
        await refuseContentInUse(tx, problemsBelow(level, id), now);
        const impact = await countImpact(tx, level, id);
        await beforeProblemsChange(tx, sql`select ${problems.id} from ${problems} where ${problems.subtopicId} in (${content})`, { deleted: true });
        await tx.execute(sql`delete from ${problems} where ${problems.subtopicId} in (${content})`);
        await tx.execute(sql`delete from ${theories} where ${theories.subtopicId} in (${content})`);
        if (l.subtopicsBelow) await tx.execute(sql`delete from ${subtopics} where ${subtopics.id} in (${l.subtopicsBelow(id)})`);
        if (l.topicsBelow) await tx.execute(sql`delete from ${topics} where ${topics.id} in (${l.topicsBelow(id)})`);
        await tx.execute(sql`delete from ${l.table} where ${l.id} = ${id}`);
        return impact;
      }),

    // One query for the whole tree; the usecase nests the rows.
    contentTree: () =>
      db
        .select({
          categoryId: categories.categoryId,
          categoryName: categories.categoryName,
          categoryPublished: categories.isPublished,
          isTheoryList: categories.isTheoryList,
          topicId: topics.topicId,
          topicName: topics.topicName,
          topicPublished: topics.isPublished,
          subtopicId: subtopics.subtopicId,
          subtopicName: subtopics.subtopicName,
          subtopicPublished: subtopics.isPublished,
        })
        .from(categories)
        .leftJoin(topics, eq(topics.categoryId, categories.id))
        .leftJoin(subtopics, eq(subtopics.topicId, topics.id))
        .orderBy(asc(categories.sortOrder), asc(categories.id), asc(topics.sortOrder), asc(topics.id), asc(subtopics.sortOrder), asc(subtopics.id))
        .limit(CONTENT_TREE_CAP),
  };
}

export type AdminHierarchyRepository = ReturnType<typeof createAdminHierarchyRepository>;
