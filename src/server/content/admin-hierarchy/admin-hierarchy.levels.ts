import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderedList } from '../../db/ordering';
import { categories, problems, subtopics, topics } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

export type Level = 'category' | 'topic' | 'subtopic';

export type NewItem = { code: string; name: string; description: string; parentId: number | null; sortOrder: number };

// The three lists differ only in their table, columns and parent; everything else is shared.
type LevelDescriptor = {
  table: PgTable;
  id: AnyPgColumn;
  code: AnyPgColumn;
  name: AnyPgColumn;
  description: AnyPgColumn | null;
  sortOrder: AnyPgColumn;
  isPublished: AnyPgColumn;
  // A fixed item (the 'List Teori' category, decision 034) is neither renamed nor deleted.
  isFixed: AnyPgColumn | null;
  parent: AnyPgColumn | null;
  // Counted in the admin list: topics of a category, subtopics of a topic, problems of a subtopic.
  children: { table: PgTable; parent: AnyPgColumn };
  // What a delete takes along, as id subqueries: the topics and subtopics below the item, and
  // the subtopics whose problems and theories go (for a subtopic, itself).
  topicsBelow: ((id: number) => SQL) | null;
  subtopicsBelow: ((id: number) => SQL) | null;
  contentSubtopics: (id: number) => SQL;
  insert: (writer: Writer, item: NewItem) => Promise<number>;
};

const subtopicsOfTopic = (topicId: number) => sql`select ${subtopics.id} from ${subtopics} where ${subtopics.topicId} = ${topicId}`;
const subtopicsOfCategory = (categoryId: number) =>
  sql`select ${subtopics.id} from ${subtopics} join ${topics} on ${topics.id} = ${subtopics.topicId} where ${topics.categoryId} = ${categoryId}`;

const inserted = async (rows: Promise<Array<{ id: number }>>) => (await rows)[0]!.id;

export const levels: Record<Level, LevelDescriptor> = {
  category: {
    table: categories,
    id: categories.id,
    code: categories.categoryId,
    name: categories.categoryName,
    description: categories.description,
    sortOrder: categories.sortOrder,
    isPublished: categories.isPublished,
    isFixed: categories.isTheoryList,
    parent: null,
    children: { table: topics, parent: topics.categoryId },
    topicsBelow: (id) => sql`select ${topics.id} from ${topics} where ${topics.categoryId} = ${id}`,
    subtopicsBelow: subtopicsOfCategory,
    contentSubtopics: subtopicsOfCategory,
    insert: (writer, item) =>
      inserted(
        writer
          .insert(categories)
          .values({ categoryId: item.code, categoryName: item.name, description: item.description, sortOrder: item.sortOrder })
          .returning({ id: categories.id }),
      ),
  },
  topic: {
    table: topics,
    id: topics.id,
    code: topics.topicId,
    name: topics.topicName,
    description: null,
    sortOrder: topics.sortOrder,
    isPublished: topics.isPublished,
    isFixed: null,
    parent: topics.categoryId,
    children: { table: subtopics, parent: subtopics.topicId },
    topicsBelow: null,
    subtopicsBelow: subtopicsOfTopic,
    contentSubtopics: subtopicsOfTopic,
    insert: (writer, item) =>
      inserted(
        writer
          .insert(topics)
          .values({ topicId: item.code, topicName: item.name, categoryId: item.parentId!, sortOrder: item.sortOrder })
          .returning({ id: topics.id }),
      ),
  },
  subtopic: {
    table: subtopics,
    id: subtopics.id,
    code: subtopics.subtopicId,
    name: subtopics.subtopicName,
    description: null,
    sortOrder: subtopics.sortOrder,
    isPublished: subtopics.isPublished,
    isFixed: null,
    parent: subtopics.topicId,
    children: { table: problems, parent: problems.subtopicId },
    topicsBelow: null,
    subtopicsBelow: null,
    contentSubtopics: (id) => sql`select ${id}::int`,
    insert: (writer, item) =>
      inserted(
        writer
          .insert(subtopics)
          .values({ subtopicId: item.code, subtopicName: item.name, topicId: item.parentId!, sortOrder: item.sortOrder })
          .returning({ id: subtopics.id }),
      ),
  },
};

export const parentLevel = { topic: 'category', subtopic: 'topic' } as const;

// The siblings an item is ordered among: all categories, or the children of one parent.
export function siblingsOf(level: Level, parentId: number | null): OrderedList {
  const { table, id, sortOrder, parent } = levels[level];
  if (level === 'category' || !parent || parentId === null) return { table, id, sortOrder };
  const parentRow = levels[parentLevel[level]];
  return { table, id, sortOrder, parent: { column: parent, id: parentId, row: { table: parentRow.table, id: parentRow.id } } };
}
