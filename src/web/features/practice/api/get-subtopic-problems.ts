import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { withCardMarks } from '../../../../core/card-marks';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const subtopicRoute = api.catalog.categories[':categoryId'].topics[':topicId'].subtopics[':subtopicId'];

/** The list with the learner's marks on its cards (the API sends them apart: core/card-marks.ts). */
export type TSubtopicProblemsResponse = ReturnType<typeof withCardMarks<TWireCard, TWireRest>>;
type TWire = InferResponseType<typeof subtopicRoute.$get>;
/** The list as the API sends it. */
export type TSubtopicProblemsWire = TWire;
type TWireCard = TWire['problems'][number];
type TWireRest = Omit<TWire, 'problems' | 'marks'>;
/** status and isBookmarked are present only for a signed-in learner. */
export type TProblemCard = TSubtopicProblemsResponse['problems'][number];

export async function getSubtopicProblems(categoryId: string, topicId: string, subtopicId: string, signal?: AbortSignal): Promise<TSubtopicProblemsResponse> {
  return withCardMarks(await callApi((options) => subtopicRoute.$get({ param: pathParams({ categoryId, topicId, subtopicId }), query: {} }, options), { signal }));
}

export function useSubtopicProblems(categoryId: string, topicId: string, subtopicId: string) {
  return useQuery({
    queryKey: queryKeys.subtopicProblems(categoryId, topicId, subtopicId),
    queryFn: ({ signal }) => getSubtopicProblems(categoryId, topicId, subtopicId, signal),
  });
}
