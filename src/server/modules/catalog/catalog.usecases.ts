import type { TProblemStatus } from '../../../core/catalog-schemas';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
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

const statusOf = (marks: CardMarks): TProblemStatus => (!marks.attemptsCount ? 'untried' : marks.isCorrect ? 'correct' : 'wrong');

/** One card as the list shows it; with a learner's marks, or a guest's card without them. */
function cardView(card: Card, number: number, renderPreview: RenderPreview, marks: CardMarks | null) {
  return {
    problemId: card.problemId,
    number,
    tag: card.tag,
    previewHtml: card.previewHtml ?? renderPreview(card.questionStart),
    ...(marks ? { status: statusOf(marks), isBookmarked: marks.isBookmarked } : {}),
  };
}

async function subtopicPageParts(repo: Repo, codes: SubtopicCodes, userId: string | null, query: TPageQuery) {
  const path = await resolveSubtopic(repo, codes.categoryId, codes.topicId, codes.subtopicId);
  const page = pageRequest(query, PROBLEM_CARDS_PAGE);
  const { cards, marks } = await repo.listProblemCards(path.subtopic.id, userId, page);
  const { items, pageInfo } = pageOf(cards, page);
  return { breadcrumb: subtopicTrail(path), page, cards, items, marks, pageInfo };
}

export async function getSubtopicPage(repo: Repo, renderPreview: RenderPreview, codes: SubtopicCodes, userId: string | null, query: TPageQuery) {
  const { breadcrumb, page, items, marks, pageInfo } = await subtopicPageParts(repo, codes, userId, query);
  return {
    breadcrumb,
    problems: items.map((card, index) => cardView(card, page.offset + index + 1, renderPreview, marks && marks[index]!)),
    pageInfo,
  };
}

// Each held page of cards, as UTF-8 JSON without the learner's part: a list is 100 cards and
// about 110 KB of KaTeX markup, and encoding it for every request (its length, then its bytes)
// was most of the server's time on the list (issue 13, bench/README.md). Kept as long as the
// repository holds the cards (the same array), so content changes drop these too.
const encodedCards = new WeakMap<Card[], Buffer[]>();

function encodedCardsOf(cards: Card[], offset: number, renderPreview: RenderPreview): Buffer[] {
  let encoded = encodedCards.get(cards);
  if (!encoded) {
    // JSON.stringify of the guest's card without its closing brace: the learner's marks follow.
    encoded = cards.map((card, index) => Buffer.from(JSON.stringify(cardView(card, offset + index + 1, renderPreview, null)).slice(0, -1)));
    encodedCards.set(cards, encoded);
  }
  return encoded;
}

const MARKS_JSON: Record<string, Buffer> = {};
const marksJson = (marks: CardMarks | null): Buffer => {
  const text = marks ? `,"status":"${statusOf(marks)}","isBookmarked":${marks.isBookmarked}}` : '}';
  return (MARKS_JSON[text] ??= Buffer.from(text));
};

/**
 * getSubtopicPage's answer as JSON bytes, the same bytes as JSON.stringify of it (asserted by
 * catalog.test.ts), built from the held cards' encoded JSON and the learner's marks.
 */
export async function getSubtopicPageJson(repo: Repo, renderPreview: RenderPreview, codes: SubtopicCodes, userId: string | null, query: TPageQuery): Promise<Buffer> {
  const { breadcrumb, page, cards, items, marks, pageInfo } = await subtopicPageParts(repo, codes, userId, query);
  const encoded = encodedCardsOf(cards, page.offset, renderPreview);
  const parts: Buffer[] = [Buffer.from(`{"breadcrumb":${JSON.stringify(breadcrumb)},"problems":[`)];
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0) parts.push(COMMA);
    parts.push(encoded[index]!, marksJson(marks && marks[index]!));
  }
  parts.push(Buffer.from(`],"pageInfo":${JSON.stringify(pageInfo)}}`));
  return Buffer.concat(parts);
}

const COMMA = Buffer.from(',');
