import type { TCardMark, TSubtopicListWire } from '../../../core/card-marks';
import type { ContentCache } from '../../db/content-cache';
import { heldJsonBytes, holdJson, type HeldJson } from '../../http/held-json';
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

export async function resolveSubtopic(repo: Repo, categoryCode: string, topicCode: string, subtopicCode: string) {
  const path = await repo.findSubtopicPath({ categoryId: categoryCode, topicId: topicCode, subtopicId: subtopicCode });
  if (path) return path;
  const { category, topic } = await resolveTopic(repo, categoryCode, topicCode);
  const subtopic = await repo.findSubtopic(topic.id, subtopicCode);
  if (!subtopic) throw catalogErrors.subtopicNotFound();
  return { category, topic, subtopic };
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
type Card = Awaited<ReturnType<Repo['listProblemCards']>>['cards'][number];

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

type ListHead = { breadcrumb: ReturnType<typeof subtopicTrail>; problems: ReturnType<typeof cardView>[]; pageInfo: PageInfo };
/** The list as the API sends it (core/card-marks.ts: the cards, then the learner's marks). */
export type SubtopicListResponse = TSubtopicListWire<ListHead['problems'][number], Omit<ListHead, 'problems'>>;

// A page of a subtopic's list, kept while the content is unchanged: the cards' JSON compressed
// (a page is 100 cards, about 116 KB of KaTeX markup, about 3 KB compressed; held as strings a
// page took 330 KB, so only about 70 of a national site's 1,000 subtopics fitted, and encoding
// and writing 116 KB per request was most of the server's time on the list; issue 13,
// decision 022), and the cards' ids and codes, for the learner's marks.
type HeldList = { ids: number[]; codes: string[]; json: HeldJson };
const LISTS_IN_MEMORY = 4000;
const LISTS_BYTES = 24_000_000;
const heldLists = new WeakMap<Repo, ContentCache<HeldList> | null>();
const listsOf = (repo: Repo) => {
  let lists = heldLists.get(repo);
  if (lists === undefined) {
    lists = repo.holdContent<HeldList>({ maxEntries: LISTS_IN_MEMORY, maxBytes: LISTS_BYTES, sizeOf: (list) => heldJsonBytes(list.json) + 48 * list.ids.length + 64 }) ?? null;
    heldLists.set(repo, lists);
  }
  return lists;
};

type Marks = Record<string, TCardMark>;

/** The learner's marks on a held list's cards, by problem code (the API's `marks`). */
function marksByCode(list: HeldList, found: CardMarks): Marks {
  const marks: Marks = {};
  list.ids.forEach((id, index) => {
    const mark = found.get(id);
    if (mark) marks[list.codes[index]!] = mark;
  });
  return marks;
}

async function subtopicList(repo: Repo, renderPreview: RenderPreview, codes: SubtopicCodes, userId: string | null, query: TPageQuery): Promise<{ list: HeldList; marks: Marks | null }> {
  const path = await resolveSubtopic(repo, codes.categoryId, codes.topicId, codes.subtopicId);
  const page = pageRequest(query, PROBLEM_CARDS_PAGE);
  const key = `${path.subtopic.id}/${page.limit}/${page.offset}`;
  const lists = listsOf(repo);
  const held = lists?.peek(key);
  if (held) return { list: held, marks: userId ? marksByCode(held, await repo.marksOf(userId, held.ids)) : null };
  // Not held: the cards with the learner's marks in one statement, and the cards kept for the next learner.
  const startedIn = lists?.begin() ?? null;
  const { cards, marks } = await repo.listProblemCards(path.subtopic.id, userId, page);
  const { items, pageInfo } = pageOf(cards, page);
  const head: ListHead = { breadcrumb: subtopicTrail(path), problems: items.map((card, index) => cardView(card, page.offset + index + 1, renderPreview)), pageInfo };
  // JSON.stringify of the head without its closing brace: the learner's marks follow.
  const start = Buffer.from(JSON.stringify(head).slice(0, -1));
  const list: HeldList = { ids: items.map((card) => card.id), codes: items.map((card) => card.problemId), json: holdJson(start, { keepRaw: startedIn === null }) };
  lists?.put(key, startedIn, list);
  return { list, marks: marks && marksByCode(list, marks) };
}

const endOf = (marks: Marks | null) => (marks ? `,"marks":${JSON.stringify(marks)}}` : '}');

/** A subtopic's list as the API sends it, held compressed (gzip when the client takes it). */
export async function getSubtopicList(repo: Repo, renderPreview: RenderPreview, codes: SubtopicCodes, userId: string | null, query: TPageQuery) {
  const { list, marks } = await subtopicList(repo, renderPreview, codes, userId, query);
  return { json: list.json, end: endOf(marks) };
}

