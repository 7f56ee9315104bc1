import { masteryOf } from '../../../core/mastery';
import type { TMapLevel, TMasteryMapResponse, TMasteryOutline } from '../../../core/reviews';
import type { SessionUser } from '../../http/context';
import type { Outline, OutlineSubtopic, SubtopicCounters } from './learning.repository';
import { countersFor, type LearningDeps } from './learning.usecases';

// The dashboard's map (issue 34, decision 055 and its addendum): the outline of names and codes,
// the same for every learner (made from the outline held in memory), then the learner's levels.

// A bound on the dashboard's map: the published subtopics of the catalogue, or of the category
// chosen, in catalogue order, at most this many (a real catalogue has a few hundred at most; the
// bench's has a thousand, 75 KB of map: the category chips show the rest).
export const MASTERY_MAP_SUBTOPIC_LIMIT = 200;

/** The subtopics the dashboard's map shows: with published problems, in catalogue order, bounded. */
export function mapSubtopics(outline: Outline, categoryCode: string | null): OutlineSubtopic[] {
  const chosen: OutlineSubtopic[] = [];
  for (const category of outline.categories) {
    if (categoryCode !== null && category.code !== categoryCode) continue;
    for (const subtopic of category.subtopics) {
      if (chosen.length === MASTERY_MAP_SUBTOPIC_LIMIT) return chosen;
      if (subtopic.published > 0) chosen.push(subtopic);
    }
  }
  return chosen;
}

/** category › topic › subtopic names and codes, as the catalogue orders them. */
export function mapOutline(subtopics: OutlineSubtopic[]): TMasteryOutline {
  const outline: TMasteryOutline = [];
  for (const subtopic of subtopics) {
    const { topic } = subtopic;
    const { category } = topic;
    let categoryEntry = outline.at(-1);
    if (categoryEntry?.categoryId !== category.code) {
      categoryEntry = { categoryId: category.code, categoryName: category.name, topics: [] };
      outline.push(categoryEntry);
    }
    let topicEntry = categoryEntry.topics.at(-1);
    if (topicEntry?.topicId !== topic.code) {
      topicEntry = { topicId: topic.code, topicName: topic.name, subtopics: [] };
      categoryEntry.topics.push(topicEntry);
    }
    topicEntry.subtopics.push({ subtopicId: subtopic.code, subtopicName: subtopic.name });
  }
  return outline;
}

/** The learner's level on each subtopic, in the outline's order (each has published problems, so a level). */
export const mapLevels = (subtopics: OutlineSubtopic[], counters: Map<number, SubtopicCounters>): TMapLevel[] =>
  subtopics.map((subtopic) => {
    const mastery = masteryOf(countersFor(subtopic, counters.get(subtopic.id)))!;
    return [mastery.level, mastery.reason];
  });

/**
 * The dashboard's map, asked for by the page once it is shown. An unknown category is an empty
 * map, as the chips may name one just hidden.
 */
export async function masteryMapOf({ repo }: LearningDeps, user: SessionUser, categoryCode: string | null): Promise<TMasteryMapResponse> {
  const subtopics = mapSubtopics(await repo.outline(), categoryCode);
  const counters = subtopics.length > 0 ? await repo.counters(user.id, subtopics.map((subtopic) => subtopic.id)) : new Map<number, SubtopicCounters>();
  return { outline: mapOutline(subtopics), levels: mapLevels(subtopics, counters) };
}
