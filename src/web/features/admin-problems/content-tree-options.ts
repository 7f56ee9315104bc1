import type { SelectOption } from '../../components/ui/select';

// The shape of GET /admin/content-tree, as far as the pickers need it.
type TTreeSubtopic = { subtopicId: string; subtopicName: string; isPublished: boolean };
type TTreeTopic = { topicId: string; topicName: string; isPublished: boolean; subtopics: TTreeSubtopic[] };
type TTreeCategory = { categoryId: string; categoryName: string; isPublished: boolean; isTheoryList?: boolean; topics: TTreeTopic[] };

const SEPARATOR = ' › ';

// Admins also file problems under content that is not published yet; they should see which.
function named(name: string, isPublished: boolean): string {
  return isPublished ? name : `${name} (belum terbit)`;
}

/** The filter selects: categories, the chosen category's topics, the chosen topic's subtopics. */
export function filterLevelOptions(categories: TTreeCategory[], chosen: { categoryId: string; topicId: string }) {
  const category = categories.find((item) => item.categoryId === chosen.categoryId);
  const topic = category?.topics.find((item) => item.topicId === chosen.topicId);
  return {
    categories: categories.map((item): SelectOption => ({ value: item.categoryId, label: named(item.categoryName, item.isPublished) })),
    topics: (category?.topics ?? []).map((item): SelectOption => ({ value: item.topicId, label: named(item.topicName, item.isPublished) })),
    subtopics: (topic?.subtopics ?? []).map((item): SelectOption => ({ value: item.subtopicId, label: named(item.subtopicName, item.isPublished) })),
  };
}

/**
 * Every subtopic a problem may go in as one choice named by its whole path, in the tree's order:
 * not those of 'List Teori', which hold theories only (issue 31).
 */
export function subtopicPathOptions(categories: TTreeCategory[]): SelectOption[] {
  return categories.filter((category) => !category.isTheoryList).flatMap((category) =>
    category.topics.flatMap((topic) =>
      topic.subtopics.map((subtopic) => ({
        value: subtopic.subtopicId,
        label: [category.categoryName, topic.topicName, named(subtopic.subtopicName, subtopic.isPublished && topic.isPublished && category.isPublished)].join(SEPARATOR),
      })),
    ),
  );
}
