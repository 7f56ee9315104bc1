import { isTheoryCategoryName, THEORY_CATEGORY_NAME } from '../../../core/theories';
import type { Changes } from '../../db/content-changes';
import { chainOf } from '../../db/error-chain';
import type { MoveDirection } from '../../db/ordering';
import { adminHierarchyErrors } from './admin-hierarchy.errors';
import { parentLevel, type Level } from './admin-hierarchy.levels';
import type { AdminHierarchyRepository, ItemPatch, ItemRow } from './admin-hierarchy.repository';

type Repo = AdminHierarchyRepository;
// Writes tell `changes` once committed, so learners' pages never show what was held before.
type Deps = { repo: Repo; changes: Changes };
// A delete and its confirmation read tryouts' states by the app's clock.
type DeleteDeps = { repo: Repo; changes: Changes; clock: () => Date };

// Each level answers with its own field names, as the rest of the API does.
const present = {
  category: (row: ItemRow) => ({
    categoryId: row.code,
    categoryName: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    isPublished: row.isPublished,
    // 'List Teori' (decision 034): the page says why it cannot be renamed or deleted.
    isTheoryList: row.isFixed,
    topicCount: row.childCount,
  }),
  topic: (row: ItemRow) => ({ topicId: row.code, topicName: row.name, sortOrder: row.sortOrder, isPublished: row.isPublished, subtopicCount: row.childCount }),
  subtopic: (row: ItemRow) => ({
    subtopicId: row.code,
    subtopicName: row.name,
    sortOrder: row.sortOrder,
    isPublished: row.isPublished,
    problemCount: row.childCount,
  }),
};

export type TPresentedItem<L extends Level> = ReturnType<(typeof present)[L]>;

const presentAs = <L extends Level>(level: L, row: ItemRow) => present[level](row) as TPresentedItem<L>;

async function findItem(repo: Repo, level: Level, code: string) {
  const item = await repo.find(level, code);
  if (!item) throw adminHierarchyErrors.notFound(level);
  return item;
}

// Read back after a write; gone when another admin deleted it in between.
async function presentItem<L extends Level>(repo: Repo, level: L, id: number) {
  const row = await repo.get(level, id);
  if (!row) throw adminHierarchyErrors.notFound(level);
  return presentAs(level, row);
}

const listOf = async <L extends Level>(repo: Repo, level: L, parentId: number | null) =>
  (await repo.list(level, parentId)).map((row) => presentAs(level, row));

export async function getContentTree(repo: Repo) {
  const rows = await repo.contentTree();
  type TSubtopicNode = { subtopicId: string; subtopicName: string; isPublished: boolean };
  type TTopicNode = { topicId: string; topicName: string; isPublished: boolean; subtopics: TSubtopicNode[] };
  type TCategoryNode = { categoryId: string; categoryName: string; isPublished: boolean; isTheoryList: boolean; topics: TTopicNode[] };
  const categories: TCategoryNode[] = [];
  // Rows arrive ordered category > topic > subtopic, so each new code starts the next node.
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.categoryId !== row.categoryId) {
      category = { categoryId: row.categoryId, categoryName: row.categoryName, isPublished: row.categoryPublished, isTheoryList: row.isTheoryList, topics: [] };
      categories.push(category);
    }
    if (row.topicId === null || row.topicName === null || row.topicPublished === null) continue;
    let topic = category.topics.at(-1);
    if (topic?.topicId !== row.topicId) {
      topic = { topicId: row.topicId, topicName: row.topicName, isPublished: row.topicPublished, subtopics: [] };
      category.topics.push(topic);
    }
    if (row.subtopicId === null || row.subtopicName === null || row.subtopicPublished === null) continue;
    topic.subtopics.push({ subtopicId: row.subtopicId, subtopicName: row.subtopicName, isPublished: row.subtopicPublished });
  }
  return { categories };
}

export async function listCategories(repo: Repo) {
  return { categories: await listOf(repo, 'category', null) };
}

export async function listTopicsOf(repo: Repo, categoryCode: string) {
  const trail = await repo.categoryTrail(categoryCode);
  if (!trail) throw adminHierarchyErrors.notFound('category');
  return { category: { categoryId: trail.categoryId, categoryName: trail.categoryName }, topics: await listOf(repo, 'topic', trail.id) };
}

export async function listSubtopicsOf(repo: Repo, topicCode: string) {
  const trail = await repo.topicTrail(topicCode);
  if (!trail) throw adminHierarchyErrors.notFound('topic');
  return {
    category: { categoryId: trail.categoryId, categoryName: trail.categoryName },
    topic: { topicId: trail.topicId, topicName: trail.topicName },
    subtopics: await listOf(repo, 'subtopic', trail.id),
  };
}

// Only 'List Teori' itself carries its name; the database's CHECK refuses a namesake made by a
// write that raced the usecase's look.
const refusingTheoryNamesake = (error: unknown): never => {
  throw chainOf(error).some((link) => link.code === '23514' && link.constraint_name === 'categories_theory_list_name')
    ? adminHierarchyErrors.theoryCategoryExists()
    : error;
};

export async function createItem<L extends Level>({ repo, changes }: Deps, level: L, fields: { name: string; description?: string }, parentCode?: string) {
  if (level === 'category' && isTheoryCategoryName(fields.name)) throw adminHierarchyErrors.theoryCategoryExists();
  const ofParent = level === 'category' ? null : parentLevel[level as Exclude<Level, 'category'>];
  const parent = ofParent === null ? null : await findItem(repo, ofParent, parentCode ?? '');
  const id = await repo.create(level, { name: fields.name, description: fields.description ?? '', parentId: parent?.id ?? null }).catch(refusingTheoryNamesake);
  // Deleted since it was found, by another admin at the same moment.
  if (id === undefined) throw adminHierarchyErrors.notFound(ofParent ?? level);
  changes.contentChanged();
  return presentItem(repo, level, id);
}

export async function updateItem<L extends Level>({ repo, changes }: Deps, level: L, code: string, patch: ItemPatch) {
  const { id, isFixed } = await findItem(repo, level, code);
  if (patch.name !== undefined && level === 'category') {
    if (isFixed && patch.name !== THEORY_CATEGORY_NAME) throw adminHierarchyErrors.theoryCategoryFixed();
    if (!isFixed && isTheoryCategoryName(patch.name)) throw adminHierarchyErrors.theoryCategoryExists();
  }
  await repo.update(level, id, patch).catch(refusingTheoryNamesake);
  changes.contentChanged();
  return presentItem(repo, level, id);
}

// Answers with the list in its new order, so the page shows what the server settled on.
export async function moveItem<L extends Level>({ repo, changes }: Deps, level: L, code: string, direction: MoveDirection) {
  const item = await findItem(repo, level, code);
  if (!(await repo.move(level, item, direction))) throw adminHierarchyErrors.cannotMove();
  changes.contentChanged();
  return listOf(repo, level, item.parentId);
}

export async function getDeletionImpact({ repo, clock }: Pick<DeleteDeps, 'repo' | 'clock'>, level: Level, code: string) {
  const { id } = await findItem(repo, level, code);
  return repo.impact(level, id, clock());
}

export async function deleteItem({ repo, changes, clock }: DeleteDeps, level: Level, code: string) {
  const { id, isFixed } = await findItem(repo, level, code);
  if (isFixed) throw adminHierarchyErrors.theoryCategoryFixed();
  const deleted = await repo.remove(level, id, clock());
  if (!deleted) throw adminHierarchyErrors.notFound(level);
  changes.contentChanged();
  return { deleted };
}
