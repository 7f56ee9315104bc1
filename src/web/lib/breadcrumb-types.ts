import type { InferResponseType } from 'hono/client';
import type { api } from './api-client';

// The trail every catalog and problem response carries, from the category down, as the server sends it.
type TSubtopicPage = InferResponseType<(typeof api.catalog.categories)[':categoryId']['topics'][':topicId']['subtopics'][':subtopicId']['$get']>;

export type TSubtopicTrail = TSubtopicPage['breadcrumb'];
export type TTopicTrail = Pick<TSubtopicTrail, 'category' | 'topic'>;
export type TCategoryCrumb = TSubtopicTrail['category'];
export type TTopicCrumb = TSubtopicTrail['topic'];
export type TSubtopicCrumb = TSubtopicTrail['subtopic'];
