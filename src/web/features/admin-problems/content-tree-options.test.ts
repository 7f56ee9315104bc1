import { describe, expect, it } from 'vitest';
import { filterLevelOptions, subtopicPathOptions } from './content-tree-options';

const tree = [
  {
    categoryId: 'CA-1',
    categoryName: 'Aljabar',
    isPublished: true,
    topics: [
      {
        topicId: 'TO-1',
        topicName: 'Persamaan',
        isPublished: true,
        subtopics: [
          { subtopicId: 'SU-1', subtopicName: 'Linear', isPublished: true },
          { subtopicId: 'SU-2', subtopicName: 'Kuadrat', isPublished: false },
        ],
      },
    ],
  },
  { categoryId: 'CA-2', categoryName: 'Geometri', isPublished: false, topics: [] },
];

describe('filter selects from the content tree', () => {
  it('offers topics only once a category is chosen, subtopics only once a topic is', () => {
    const nothing = filterLevelOptions(tree, { categoryId: '', topicId: '' });
    expect(nothing.categories.map((option) => option.value)).toEqual(['CA-1', 'CA-2']);
    expect(nothing.topics).toEqual([]);
    expect(nothing.subtopics).toEqual([]);

    const deep = filterLevelOptions(tree, { categoryId: 'CA-1', topicId: 'TO-1' });
    expect(deep.topics).toEqual([{ value: 'TO-1', label: 'Persamaan' }]);
    expect(deep.subtopics.map((option) => option.value)).toEqual(['SU-1', 'SU-2']);
  });

  it('marks what learners cannot see yet', () => {
    const { categories, subtopics } = filterLevelOptions(tree, { categoryId: 'CA-1', topicId: 'TO-1' });
    expect(categories[1]?.label).toBe('Geometri (belum terbit)');
    expect(subtopics[1]?.label).toBe('Kuadrat (belum terbit)');
  });

  it('a topic from another category (a stale URL) offers no subtopics', () => {
    expect(filterLevelOptions(tree, { categoryId: 'CA-2', topicId: 'TO-1' }).subtopics).toEqual([]);
  });
});

describe('subtopic picker of the editor', () => {
  it('names every subtopic by its whole path', () => {
    expect(subtopicPathOptions(tree)).toEqual([
      { value: 'SU-1', label: 'Aljabar › Persamaan › Linear' },
      { value: 'SU-2', label: 'Aljabar › Persamaan › Kuadrat (belum terbit)' },
    ]);
  });
});

describe("subtopic picker of the editor and 'List Teori'", () => {
  it('does not offer its subtopics: they hold theories only', () => {
    const theoryList = {
      categoryId: 'CA-9',
      categoryName: 'List Teori',
      isPublished: false,
      isTheoryList: true,
      topics: [{ topicId: 'TO-9', topicName: 'Rumus', isPublished: true, subtopics: [{ subtopicId: 'SU-9', subtopicName: 'Dasar', isPublished: true }] }],
    };
    expect(subtopicPathOptions([...tree, theoryList]).map((option) => option.value)).toEqual(['SU-1', 'SU-2']);
  });
});
