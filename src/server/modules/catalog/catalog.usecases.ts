import type { TProblemStatus } from '../../../core/catalog-schemas';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import { catalogErrors } from './catalog.errors';
import type { CatalogRepository } from './catalog.repository';

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

export async function getSubtopicPage(
  repo: Repo,
  renderPreview: (questionStart: string | null) => string,
  codes: { categoryId: string; topicId: string; subtopicId: string },
  userId: string | null,
  query: TPageQuery,
) {
  const path = await resolveSubtopic(repo, codes.categoryId, codes.topicId, codes.subtopicId);
  const page = pageRequest(query, PROBLEM_CARDS_PAGE);
  const { items: cards, pageInfo } = pageOf(await repo.listProblemCards(path.subtopic.id, userId, page), page);
  return {
    breadcrumb: subtopicTrail(path),
    problems: cards.map((card, index) => {
      const status: TProblemStatus = !card.attemptsCount ? 'untried' : card.isCorrect ? 'correct' : 'wrong';
      return {
        problemId: card.problemId,
        number: page.offset + index + 1,
        tag: card.tag,
        previewHtml: card.previewHtml ?? renderPreview(card.questionStart),
        ...(userId ? { status, isBookmarked: card.isBookmarked } : {}),
      };
    }),
    pageInfo,
  };
}
