import type { TCardMark } from '../../../core/card-marks';
import { pageOf, pageRequest, type PageInfo, type TPageQuery } from '../../http/pagination';
import { catalogErrors } from './catalog.errors';
import type { CardMarks, CatalogRepository } from './catalog.repository';

type Repo = CatalogRepository;

const publicCategory = ({ categoryId, categoryName, description }: { categoryId: string; categoryName: string; description: string }) => ({
  categoryId,
  categoryName,
  description,
});

export async function resolveCategory(repo: Repo, categoryCode: string) {
  const category = await repo.findCategory(categoryCode);
  if (!category) throw catalogErrors.categoryNotFound();
  return category;
}

export async function resolveTopic(repo: Repo, categoryCode: string, topicCode: string) {
  const category = await resolveCategory(repo, categoryCode);
  const topic = await repo.findTopic(category.id, topicCode);
  if (!topic) throw catalogErrors.topicNotFound();
  return { category, topic };
}

/** Why a subtopic's path is not there: the first level of it that is missing or unpublished. */
async function subtopicMissing(repo: Repo, categoryCode: string, topicCode: string) {
  await resolveTopic(repo, categoryCode, topicCode);
  return catalogErrors.subtopicNotFound();
}

type Crumbs = { category: { categoryId: string; categoryName: string }; topic: { topicId: string; topicName: string } };

const topicTrail = ({ category, topic }: Crumbs) => ({
  category: { categoryId: category.categoryId, categoryName: category.categoryName },
  topic: { topicId: topic.topicId, topicName: topic.topicName },
});

const subtopicTrail = (path: Crumbs & { subtopic: { subtopicId: string; subtopicName: string } }) => ({
  ...topicTrail(path),
  subtopic: { subtopicId: path.subtopic.subtopicId, subtopicName: path.subtopic.subtopicName },
});

// Learners see each list whole: the defaults are the caps the listings always had.
export const CATALOG_PAGE = { defaultSize: 500, maxSize: 500 };
export const PROBLEM_CARDS_PAGE = { defaultSize: 1000, maxSize: 1000 };

export async function listCategories(repo: Repo, query: TPageQuery) {
  const page = pageRequest(query, CATALOG_PAGE);
  const { items, pageInfo } = pageOf(await repo.listCategories(page), page);
  return { categories: items.map(publicCategory), pageInfo };
}

export async function getCategoryPage(repo: Repo, categoryCode: string, query: TPageQuery) {
  const category = await resolveCategory(repo, categoryCode);
  const page = pageRequest(query, CATALOG_PAGE);
  const { items, pageInfo } = pageOf(await repo.listTopics(category.id, page), page);
  return { category: publicCategory(category), topics: items.map(({ topicId, topicName }) => ({ topicId, topicName })), pageInfo };
}

export async function getTopicPage(repo: Repo, categoryCode: string, topicCode: string, query: TPageQuery) {
  const path = await resolveTopic(repo, categoryCode, topicCode);
  const page = pageRequest(query, CATALOG_PAGE);
  const { items, pageInfo } = pageOf(await repo.listSubtopics(path.topic.id, page), page);
  return { breadcrumb: topicTrail(path), subtopics: items.map(({ subtopicId, subtopicName }) => ({ subtopicId, subtopicName })), pageInfo };
}

type SubtopicCodes = { categoryId: string; topicId: string; subtopicId: string };
type RenderPreview = (questionStart: string | null) => string;
type Card = NonNullable<Awaited<ReturnType<Repo['listPage']>>>['cards'][number];

/**
 * One card as the list shows it, the same for every learner (the learner's marks are sent apart).
 * A problem a tryout holds is listed in its place, marked, without its question (decision 068).
 */
const cardView = (card: Card, number: number, renderPreview: RenderPreview) => ({
  problemId: card.problemId,
  number,
  tag: card.tag,
  inTryout: card.inTryout,
  previewHtml: card.inTryout ? '' : (card.previewHtml ?? renderPreview(card.questionStart)),
});

/** The list as the API sends it (core/card-marks.ts: the cards; a signed-in learner's marks come apart). */
export type SubtopicListResponse = { breadcrumb: ReturnType<typeof subtopicTrail>; problems: ReturnType<typeof cardView>[]; pageInfo: PageInfo };

/** The learner's marks on the cards, by problem code (the API's `marks`). */
function marksByCode(cards: Pick<Card, 'id' | 'problemId'>[], found: CardMarks): Record<string, TCardMark> {
  const marks: Record<string, TCardMark> = {};
  for (const card of cards) {
    const mark = found.get(card.id);
    if (mark) marks[card.problemId] = mark;
  }
  return marks;
}

/** A page of a subtopic's list, the same for every learner and guest (a learner's marks: getSubtopicMarks). */
export async function getSubtopicList(repo: Repo, renderPreview: RenderPreview, codes: SubtopicCodes, query: TPageQuery): Promise<SubtopicListResponse> {
  const page = pageRequest(query, PROBLEM_CARDS_PAGE);
  const list = await repo.listPage(codes, page);
  if (!list) throw await subtopicMissing(repo, codes.categoryId, codes.topicId);
  const { items, pageInfo } = pageOf(list.cards, page);
  return { breadcrumb: subtopicTrail(list.path), problems: items.map((card, index) => cardView(card, page.offset + index + 1, renderPreview)), pageInfo };
}

/** A signed-in learner's marks on the cards of that page of the list, by problem code. */
export async function getSubtopicMarks(repo: Repo, codes: SubtopicCodes, userId: string, query: TPageQuery): Promise<{ marks: Record<string, TCardMark> }> {
  const page = pageRequest(query, PROBLEM_CARDS_PAGE);
  const cards = await repo.pageCards(codes, page);
  if (!cards) throw await subtopicMissing(repo, codes.categoryId, codes.topicId);
  const { items } = pageOf(cards, page);
  return { marks: marksByCode(items, await repo.marksOf(userId, items.map((card) => card.id))) };
}
