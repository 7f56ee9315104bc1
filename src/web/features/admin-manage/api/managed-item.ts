import type { QueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';
import { queryKeys } from '../../../lib/query-keys';

type TCategoryRow = InferResponseType<typeof api.admin.categories.$get>['categories'][number];
type TTopicRow = InferResponseType<(typeof api.admin.categories)[':categoryId']['topics']['$get']>['topics'][number];
type TSubtopicRow = InferResponseType<(typeof api.admin.topics)[':topicId']['subtopics']['$get']>['subtopics'][number];

/** One row of any of the three lists, so one table shows them all. */
export type TManagedItem = {
  id: string;
  name: string;
  description: string | null;
  isPublished: boolean;
  childCount: number;
  /** 'List Teori' (issue 31): neither renamed nor deleted. */
  isFixed: boolean;
};

export const fromCategory = (row: TCategoryRow): TManagedItem => ({
  id: row.categoryId,
  name: row.categoryName,
  description: row.description,
  isPublished: row.isPublished,
  childCount: row.topicCount,
  isFixed: row.isTheoryList,
});

export const fromTopic = (row: TTopicRow): TManagedItem => ({
  id: row.topicId,
  name: row.topicName,
  description: null,
  isPublished: row.isPublished,
  childCount: row.subtopicCount,
  isFixed: false,
});

export const fromSubtopic = (row: TSubtopicRow): TManagedItem => ({
  id: row.subtopicId,
  name: row.subtopicName,
  description: null,
  isPublished: row.isPublished,
  childCount: row.problemCount,
  isFixed: false,
});

// A write changes these lists, the pickers of the problem and theory pages, and what learners see.
export function refreshAfterWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminManageAll }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminContentTree }),
    queryClient.invalidateQueries({ queryKey: queryKeys.catalog }),
  ]);
}
