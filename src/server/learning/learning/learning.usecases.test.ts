import { describe, expect, it } from 'vitest';
import { NO_COUNTERS } from '../../../core/mastery';
import type { Outline, OutlineCategory, OutlineSubtopic, OutlineTopic } from './learning.repository';
import { learnerDaysBetween } from './learning.usecases';
import { mapLevels, mapOutline, mapSubtopics, MASTERY_MAP_SUBTOPIC_LIMIT } from './mastery-map';

// An outline of `categories` x `topics` x `subtopics`, every subtopic with `published` problems but the first of each topic.
function outlineOf(categories: number, topics: number, subtopics: number): Outline {
  const outline: Outline = { categories: [], topicsByCode: new Map(), subtopicsByCode: new Map(), subtopicsById: new Map(), hiddenSubtopicIds: [] };
  let id = 0;
  for (let c = 0; c < categories; c += 1) {
    const category: OutlineCategory = { id: ++id, code: `CA-${c}`, name: `Kategori ${c}`, topics: [], subtopics: [] };
    outline.categories.push(category);
    for (let t = 0; t < topics; t += 1) {
      const topic: OutlineTopic = { id: ++id, code: `TO-${c}-${t}`, name: `Topik ${t}`, category, subtopics: [] };
      category.topics.push(topic);
      for (let s = 0; s < subtopics; s += 1) {
        const subtopic: OutlineSubtopic = { id: ++id, code: `SU-${c}-${t}-${s}`, name: `Subtopik ${s}`, published: s === 0 ? 0 : 3, topic, index: category.subtopics.length };
        topic.subtopics.push(subtopic);
        category.subtopics.push(subtopic);
        outline.subtopicsById.set(subtopic.id, subtopic);
      }
    }
  }
  return outline;
}

describe('the dashboard map', () => {
  it('lists subtopics with published problems in catalogue order, by category when one is chosen, within its bound', () => {
    const small = outlineOf(2, 2, 3);
    const shown = mapSubtopics(small, null);
    const outline = mapOutline(shown);
    expect(outline.map((category) => [category.categoryId, category.topics.map((topic) => topic.subtopics.map((subtopic) => subtopic.subtopicId))])).toEqual([
      ['CA-0', [['SU-0-0-1', 'SU-0-0-2'], ['SU-0-1-1', 'SU-0-1-2']]],
      ['CA-1', [['SU-1-0-1', 'SU-1-0-2'], ['SU-1-1-1', 'SU-1-1-2']]],
    ]);
    expect(outline[0]!.topics[0]!.subtopics[0]).toEqual({ subtopicId: 'SU-0-0-1', subtopicName: 'Subtopik 1' });
    expect(mapOutline(mapSubtopics(small, 'CA-1')).map((category) => category.categoryId)).toEqual(['CA-1']);
    expect(mapSubtopics(small, 'CA-9')).toEqual([]);
    const large = outlineOf(10, 10, 11);
    expect(mapSubtopics(large, null)).toHaveLength(MASTERY_MAP_SUBTOPIC_LIMIT);
    expect(mapSubtopics(large, 'CA-3').every((subtopic) => subtopic.topic.category.code === 'CA-3')).toBe(true);
  });

  it("gives one level per subtopic in the outline's order, from the learner's counters", () => {
    const shown = mapSubtopics(outlineOf(1, 1, 4), null);
    const started = { ...NO_COUNTERS, attempted: 1, solved: 1, recentFirstTries: 1, recentFirstTryBits: 1 };
    expect(mapLevels(shown, new Map([[shown[1]!.id, started]]))).toEqual([
      ['belum_mulai', 'Belum Mulai: belum ada soal yang dikerjakan'],
      ['mulai', 'Mulai: 1 dari 3 soal sudah benar'],
      ['belum_mulai', 'Belum Mulai: belum ada soal yang dikerjakan'],
    ]);
  });
});

describe("learner's days", () => {
  it('counts calendar days in the learner zone', () => {
    const solved = new Date('2026-01-01T16:30:00Z');
    const reviewed = new Date('2026-01-07T17:30:00Z');
    expect(learnerDaysBetween(solved, reviewed, 'Asia/Jakarta')).toBe(7);
    expect(learnerDaysBetween(solved, reviewed, 'America/Los_Angeles')).toBe(6);
    expect(learnerDaysBetween(solved, reviewed, 'UTC')).toBe(6);
    // Across a daylight-saving change (Europe/Berlin, 29 March 2026): still whole days.
    expect(learnerDaysBetween(new Date('2026-03-25T22:30:00Z'), new Date('2026-04-01T21:30:00Z'), 'Europe/Berlin')).toBe(7);
  });
});
