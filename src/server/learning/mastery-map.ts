import { masteryOf } from '../../core/mastery';
import type { TMapLevel, TMasteryOutline } from '../../core/reviews';
import type { SessionUser } from '../http/context';
import { holdJson, type HeldJson, type HeldJsonParts } from '../http/held-json';
import type { Outline, OutlineSubtopic, SubtopicCounters } from './learning.repository';
import { countersFor, type LearningDeps } from './learning.usecases';

// The dashboard's map (issue 34, decision 055 and its addendum): the outline of names and codes,
// the same for every learner, held as JSON compressed once; then the learner's levels.

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

type HeldMap = { subtopics: OutlineSubtopic[]; ids: number[]; start: HeldJson };

const EMPTY_MAP: HeldMap = { subtopics: [], ids: [], start: holdJson(Buffer.from('{"outline":[],'), { keepRaw: true }) };
const ALL_CATEGORIES = '*';
// Per outline (the repository reads a new one after every content change, learning.repository.ts),
// then per category code: at most one more entry than the outline has categories (a code naming
// none of them is answered by EMPTY_MAP, not kept).
const heldMaps = new WeakMap<Outline, Map<string, HeldMap>>();

function heldMapOf(outline: Outline, categoryCode: string | null): HeldMap {
  let byCategory = heldMaps.get(outline);
  if (!byCategory) {
    byCategory = new Map();
    heldMaps.set(outline, byCategory);
  }
  const key = categoryCode ?? ALL_CATEGORIES;
  const kept = byCategory.get(key);
  if (kept) return kept;
  const subtopics = mapSubtopics(outline, categoryCode);
  if (subtopics.length === 0) return EMPTY_MAP;
  const start = Buffer.from(`{"outline":${JSON.stringify(mapOutline(subtopics))},`);
  const held = { subtopics, ids: subtopics.map((subtopic) => subtopic.id), start: holdJson(start, { keepRaw: true }) };
  byCategory.set(key, held);
  return held;
}

/**
 * The dashboard's map, asked for by the page once it is shown, as a held start (the outline) and
 * the learner's end (`"levels":[…]}`) for heldJsonResponse: a TMasteryMapResponse. An unknown
 * category is an empty map, as the chips may name one just hidden.
 */
export async function masteryMapOf({ repo }: LearningDeps, user: SessionUser, categoryCode: string | null): Promise<HeldJsonParts> {
  const { subtopics, ids, start } = heldMapOf(await repo.outline(), categoryCode);
  const counters = ids.length > 0 ? await repo.counters(user.id, ids) : new Map<number, SubtopicCounters>();
  return { held: start, end: `"levels":${JSON.stringify(mapLevels(subtopics, counters))}}` };
}
