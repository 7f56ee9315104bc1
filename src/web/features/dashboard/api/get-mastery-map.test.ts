import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TMasteryMapResponse } from '../../../../core/reviews';
import { withLevels, type TMasteryMapWire } from './get-mastery-map';

const outline = [
  {
    categoryId: 'CA-AAAAAAAA',
    categoryName: 'Aljabar',
    topics: [
      { topicId: 'TO-AAAAAAAA', topicName: 'Persamaan', subtopics: [{ subtopicId: 'SU-AAAAAAAA', subtopicName: 'Linear' }, { subtopicId: 'SU-BBBBBBBB', subtopicName: 'Kuadrat' }] },
      { topicId: 'TO-BBBBBBBB', topicName: 'Fungsi', subtopics: [{ subtopicId: 'SU-CCCCCCCC', subtopicName: 'Komposisi' }] },
    ],
  },
  { categoryId: 'CA-BBBBBBBB', categoryName: 'Geometri', topics: [{ topicId: 'TO-CCCCCCCC', topicName: 'Segitiga', subtopics: [{ subtopicId: 'SU-DDDDDDDD', subtopicName: 'Luas' }] }] },
];

describe("the dashboard map's levels", () => {
  it('are the typed client’s view of the server’s response', () => {
    expectTypeOf<TMasteryMapWire>().toEqualTypeOf<TMasteryMapResponse>();
  });

  it('go back beside their subtopics in the outline’s order, with the label of each level', () => {
    const map = withLevels({
      outline,
      levels: [
        ['mahir', 'Mahir: 4 dari 5 soal terakhir benar pada percobaan pertama'],
        ['mulai', 'Mulai: 1 dari 5 soal sudah benar'],
        ['belum_mulai', 'Belum Mulai: belum ada soal yang dikerjakan'],
        ['menguasai', 'Menguasai: 5 dari 5 soal terakhir benar pada percobaan pertama, dan ulangan 7 hari kemudian tetap benar'],
      ],
    });
    expect(map.flatMap((category) => category.topics.flatMap((topic) => topic.subtopics.map((subtopic) => [category.categoryName, topic.topicName, subtopic.subtopicName, subtopic.label])))).toEqual([
      ['Aljabar', 'Persamaan', 'Linear', 'Mahir'],
      ['Aljabar', 'Persamaan', 'Kuadrat', 'Mulai'],
      ['Aljabar', 'Fungsi', 'Komposisi', 'Belum Mulai'],
      ['Geometri', 'Segitiga', 'Luas', 'Menguasai'],
    ]);
    expect(map[0]!.topics[0]!.subtopics[1]).toEqual({ subtopicId: 'SU-BBBBBBBB', subtopicName: 'Kuadrat', level: 'mulai', label: 'Mulai', reason: 'Mulai: 1 dari 5 soal sudah benar' });
  });

  it('of an empty map are none', () => {
    expect(withLevels({ outline: [], levels: [] })).toEqual([]);
  });
});
