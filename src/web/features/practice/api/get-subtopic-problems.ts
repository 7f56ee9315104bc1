import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { withCardMarks, type TSubtopicListWire } from '../../../../core/card-marks';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useMe } from '../../../lib/session';

const subtopicRoute = api.catalog.categories[':categoryId'].topics[':topicId'].subtopics[':subtopicId'];

type TList = InferResponseType<typeof subtopicRoute.$get>;
type TMarks = InferResponseType<typeof subtopicRoute.marks.$get>;
/** The list as the API sends it, with a signed-in learner's marks from their own request. */
export type TSubtopicProblemsWire = TSubtopicListWire<TList['problems'][number], Omit<TList, 'problems'>> & Partial<TMarks>;
/** The list with the learner's marks on its cards (core/card-marks.ts). */
export type TSubtopicProblemsResponse = ReturnType<typeof withCardMarks<TList['problems'][number], Omit<TList, 'problems'>>>;
/** status and isBookmarked are present only for a signed-in learner. */
export type TProblemCard = TSubtopicProblemsResponse['problems'][number];

/**
 * The list (the same for everyone, held by the server) and, for a signed-in learner, their marks
 * on its cards, asked for side by side.
 */
export async function getSubtopicProblems(
  categoryId: string,
  topicId: string,
  subtopicId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<TSubtopicProblemsResponse> {
  const param = pathParams({ categoryId, topicId, subtopicId });
  const [list, own] = await Promise.all([
    callApi((options) => subtopicRoute.$get({ param, query: {} }, options), { signal }),
    signedIn && callApi((options) => subtopicRoute.marks.$get({ param, query: {} }, options), { signal }),
  ]);
  return withCardMarks<TList['problems'][number], Omit<TList, 'problems'>>({ ...list, ...own });
}

export function useSubtopicProblems(categoryId: string, topicId: string, subtopicId: string) {
  const signedIn = !!useMe().user;
  return useQuery({
    queryKey: queryKeys.subtopicProblems(categoryId, topicId, subtopicId, signedIn),
    queryFn: ({ signal }) => getSubtopicProblems(categoryId, topicId, subtopicId, signedIn, signal),
  });
}
