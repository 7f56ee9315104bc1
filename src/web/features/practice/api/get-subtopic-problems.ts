import { useQuery } from '@tanstack/react-query';
import type { TProblemStatus } from '../../../../core/catalog-schemas';
import { apiRequest } from '../../../lib/api-client';
import type { TSubtopicTrail } from '../../../lib/breadcrumb-types';

export type TProblemCard = {
  problemId: string;
  number: number;
  tag: string;
  preview: string;
  previewHtml: string;
  /** Present only for a signed-in learner. */
  status?: TProblemStatus;
  isBookmarked?: boolean;
};

export type TSubtopicProblemsResponse = { breadcrumb: TSubtopicTrail; problems: TProblemCard[] };

export const subtopicProblemsQueryPrefix = ['catalog', 'subtopic'] as const;

export const subtopicProblemsQueryKey = (categoryId: string, topicId: string, subtopicId: string) =>
  [...subtopicProblemsQueryPrefix, categoryId, topicId, subtopicId] as const;

export function getSubtopicProblems(
  categoryId: string,
  topicId: string,
  subtopicId: string,
  signal?: AbortSignal,
): Promise<TSubtopicProblemsResponse> {
  const path = [categoryId, topicId, subtopicId].map(encodeURIComponent);
  return apiRequest<TSubtopicProblemsResponse>(`/catalog/categories/${path[0]}/topics/${path[1]}/subtopics/${path[2]}`, { signal });
}

export function useSubtopicProblems(categoryId: string, topicId: string, subtopicId: string) {
  return useQuery({
    queryKey: subtopicProblemsQueryKey(categoryId, topicId, subtopicId),
    queryFn: ({ signal }) => getSubtopicProblems(categoryId, topicId, subtopicId, signal),
  });
}
