import { questionPreview } from '../../../core/preview';
import type { TProblemStatus } from '../../../core/catalog-schemas';
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
  const { category, topic } = await resolveTopic(repo, categoryCode, topicCode);
  const subtopic = await repo.findSubtopic(topic.id, subtopicCode);
  if (!subtopic) throw catalogErrors.subtopicNotFound();
  return { category, topic, subtopic };
}

export function breadcrumbOf(path: { category: { categoryId: string; categoryName: string }; topic?: { topicId: string; topicName: string }; subtopic?: { subtopicId: string; subtopicName: string } }) {
  return {
    category: { categoryId: path.category.categoryId, categoryName: path.category.categoryName },
    ...(path.topic ? { topic: { topicId: path.topic.topicId, topicName: path.topic.topicName } } : {}),
    ...(path.subtopic ? { subtopic: { subtopicId: path.subtopic.subtopicId, subtopicName: path.subtopic.subtopicName } } : {}),
  };
}

export async function listCategories(repo: Repo) {
  return (await repo.listCategories()).map(publicCategory);
}

export async function getCategoryPage(repo: Repo, categoryCode: string) {
  const category = await resolveCategory(repo, categoryCode);
  const topics = await repo.listTopics(category.id);
  return { category: publicCategory(category), topics: topics.map(({ topicId, topicName }) => ({ topicId, topicName })) };
}

export async function getTopicPage(repo: Repo, categoryCode: string, topicCode: string) {
  const path = await resolveTopic(repo, categoryCode, topicCode);
  const subtopics = await repo.listSubtopics(path.topic.id);
  return { breadcrumb: breadcrumbOf(path), subtopics: subtopics.map(({ subtopicId, subtopicName }) => ({ subtopicId, subtopicName })) };
}

export async function getSubtopicPage(
  repo: Repo,
  renderInline: (text: string) => string,
  codes: { categoryId: string; topicId: string; subtopicId: string },
  userId: string | null,
) {
  const path = await resolveSubtopic(repo, codes.categoryId, codes.topicId, codes.subtopicId);
  const cards = await repo.listProblemCards(path.subtopic.id);
  const marks = userId ? await repo.learnerMarks(userId, cards.map((card) => card.id)) : null;
  const progressByProblem = new Map(marks?.progress.map((row) => [row.problemId, row]) ?? []);
  const bookmarked = new Set(marks?.bookmarks.map((row) => row.problemId) ?? []);
  return {
    breadcrumb: breadcrumbOf(path),
    problems: cards.map((card, index) => {
      const progress = progressByProblem.get(card.id);
      const status: TProblemStatus = !progress || progress.attemptsCount === 0 ? 'untried' : progress.isCorrect ? 'correct' : 'wrong';
      const preview = questionPreview(card.questionText);
      return {
        problemId: card.problemId,
        number: index + 1,
        tag: card.tag,
        preview,
        previewHtml: renderInline(preview),
        ...(marks ? { status, isBookmarked: bookmarked.has(card.id) } : {}),
      };
    }),
  };
}
