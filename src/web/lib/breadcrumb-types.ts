// The trail every catalog and problem response carries, from the category down.
export type TCategoryCrumb = { categoryId: string; categoryName: string };
export type TTopicCrumb = { topicId: string; topicName: string };
export type TSubtopicCrumb = { subtopicId: string; subtopicName: string };

export type TTopicTrail = { category: TCategoryCrumb; topic: TTopicCrumb };
export type TSubtopicTrail = TTopicTrail & { subtopic: TSubtopicCrumb };
