import { and, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { categories, problems, subtopics, topics } from '../../db/schema';

// The one rule of what learners may see: a category, topic or subtopic when it is published,
// and a problem only when it is published (not a draft, issue 31) and its category, topic and
// subtopic all are. Queries that join the hierarchy use these fragments (raw statements must
// name the tables, not aliases).
export const isVisible = {
  category: eq(categories.isPublished, true),
  topic: eq(topics.isPublished, true),
  subtopic: eq(subtopics.isPublished, true),
  problem: eq(problems.isPublished, true),
};

// The path alone: where an admin may preview a draft (the problem page, practice module).
export const isProblemPathVisible = and(isVisible.category, isVisible.topic, isVisible.subtopic)!;

export const isProblemVisible = and(isVisible.problem, isProblemPathVisible)!;

// The path's rule as a value, for admin lists that link a problem's learner page (an admin may
// open a draft there).
export const problemPathVisibility = sql<boolean>`(${categories.isPublished} and ${topics.isPublished} and ${subtopics.isPublished})`;

// The learners' rule as a value, for their lists that show an item either way (with or without a link).
export const problemVisibility = sql<boolean>`(${problems.isPublished} and ${categories.isPublished} and ${topics.isPublished} and ${subtopics.isPublished})`;

// The codes and names of a problem's path, as lists with a deep link show them (with joinProblemPath).
export const problemPathColumns = {
  categoryId: categories.categoryId,
  categoryName: categories.categoryName,
  topicId: topics.topicId,
  topicName: topics.topicName,
  subtopicId: subtopics.subtopicId,
  subtopicName: subtopics.subtopicName,
};

// Joins a query on problems up through subtopic, topic and category.
export function joinProblemPath<T extends PgSelect>(query: T) {
  return query
    .innerJoin(subtopics, eq(subtopics.id, problems.subtopicId))
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .innerJoin(categories, eq(categories.id, topics.categoryId));
}

// Problems joined up through subtopic, topic and category, for raw statements (the tables by their
// names, as the fragments above need them).
export const problemsWithPath = sql`problems join subtopics on subtopics.id = problems.subtopic_id
  join topics on topics.id = subtopics.topic_id join categories on categories.id = topics.category_id`;
