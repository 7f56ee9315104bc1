import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const reviewRoute = api.reviews[':problemId'];

/** The learner's due reviews, earliest first (issue 34). */
export type TReviewList = InferResponseType<typeof api.reviews.$get>;
/** A due review's problem shown fresh: its page head, without progress, answer or solution. */
export type TReviewProblem = InferResponseType<typeof reviewRoute.$get>;

export function getReviews(signal?: AbortSignal) {
  return callApi((options) => api.reviews.$get({}, options), { signal });
}

export function useReviews() {
  return useQuery({ queryKey: queryKeys.reviews, queryFn: ({ signal }) => getReviews(signal), staleTime: 0 });
}

export function getReviewProblem(problemId: string, signal?: AbortSignal) {
  return callApi((options) => reviewRoute.$get({ param: pathParams({ problemId }) }, options), { signal });
}

/** Asked once per review shown: answering it makes it no longer due, so it is never asked again. */
export function useReviewProblem(problemId: string) {
  return useQuery({
    queryKey: queryKeys.review(problemId),
    queryFn: ({ signal }) => getReviewProblem(problemId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
