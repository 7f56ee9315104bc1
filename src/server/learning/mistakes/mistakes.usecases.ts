import { MISTAKES_LIST_LIMIT, type TMistakesScope } from '../../../core/mistakes';
import type { SessionUser } from '../../http/context';
import type { MarkupCache } from '../../markup/markup-cache';
import { learningErrors } from '../learning/learning.errors';
import type { LearningRepository, Outline, OutlineSubtopic } from '../learning/learning.repository';
import type { MistakesRepository } from './mistakes.repository';

// Issue 52.3 (decision 086): "Soal yang pernah salah" of a subtopic or a topic, and how many.

type Deps = { repo: MistakesRepository; outline: LearningRepository['outline']; markup: MarkupCache };

/** The scope's place in the published catalogue and its subtopics (with problems), or the catalogue's 404. */
function placeOf(outline: Outline, scope: TMistakesScope) {
  if ('subtopicId' in scope) {
    const subtopic = outline.subtopicsByCode.get(scope.subtopicId);
    if (!subtopic) throw learningErrors.subtopicNotFound();
    return { topic: subtopic.topic, subtopic, subtopics: [subtopic] };
  }
  const topic = outline.topicsByCode.get(scope.topicId);
  if (!topic) throw learningErrors.topicNotFound();
  return { topic, subtopic: null, subtopics: topic.subtopics };
}

const idsOf = (subtopics: OutlineSubtopic[]) => subtopics.filter((subtopic) => subtopic.published > 0).map((subtopic) => subtopic.id);
const sumOf = (counts: Map<number, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

export async function countMistakes({ repo, outline }: Deps, user: SessionUser, scope: TMistakesScope) {
  const ids = idsOf(placeOf(await outline(), scope).subtopics);
  return { count: ids.length === 0 ? 0 : sumOf(await repo.counts(user.id, ids)) };
}

/** The first subtopics, in order, whose problems answered wrong fill the list (the others need no probe). */
function subtopicsToList(ids: number[], counts: Map<number, number>): number[] {
  const chosen: number[] = [];
  let listed = 0;
  for (const id of ids) {
    if (listed >= MISTAKES_LIST_LIMIT) break;
    const count = counts.get(id) ?? 0;
    if (count === 0) continue;
    chosen.push(id);
    listed += count;
  }
  return chosen;
}

export async function listMistakes({ repo, outline, markup }: Deps, user: SessionUser, scope: TMistakesScope) {
  const held = await outline();
  const { topic, subtopic, subtopics } = placeOf(held, scope);
  const ids = idsOf(subtopics);
  const counts = ids.length === 0 ? new Map<number, number>() : await repo.counts(user.id, ids);
  const listed = subtopicsToList(ids, counts);
  const rows = listed.length === 0 ? [] : await repo.list(user.id, listed);
  const category = topic.category;
  return {
    place: {
      categoryId: category.code,
      categoryName: category.name,
      topicId: topic.code,
      topicName: topic.name,
      subtopicId: subtopic?.code ?? null,
      subtopicName: subtopic?.name ?? null,
    },
    // The list's own length when it is whole; cut, the counters' figure (which may count a problem
    // an admin unpublished since: the repository says why).
    count: rows.length < MISTAKES_LIST_LIMIT ? rows.length : sumOf(counts),
    problems: rows.flatMap((row) => {
      const at = held.subtopicsById.get(row.subtopic_id);
      if (!at) return [];
      return [
        {
          categoryId: category.code,
          topicId: topic.code,
          subtopicId: at.code,
          subtopicName: at.name,
          problemId: row.problem_code,
          number: row.number,
          // A problem a tryout holds shows no question until the tryout's final scores (decision 068).
          previewHtml: row.in_tryout ? null : (row.preview_html ?? markup.preview(row.question_start)),
          inTryout: row.in_tryout,
          isSolved: row.is_solved,
        },
      ];
    }),
  };
}
