import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { tryoutQueryKeys } from './tryout-query-keys';

const sittingRoute = api.tryouts[':tryoutId'].sitting;

/** The learner's sitting as the server has it: its sections, and the one running with its problems. */
export type TSittingState = InferResponseType<typeof sittingRoute.$get, 200>;
export type TCurrentSection = NonNullable<TSittingState['current']>;
export type TSittingProblem = TCurrentSection['problems'][number];

export function getSitting(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => sittingRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

/** Never starts a section (POST /sitting does): a reload between sections stays between them. */
export function useSitting(tryoutId: string) {
  return useQuery({
    queryKey: tryoutQueryKeys.sitting(tryoutId),
    queryFn: ({ signal }) => getSitting(tryoutId, signal),
    // The page keeps its own answers while it runs; a refetch on focus would only move the timer's base.
    refetchOnWindowFocus: false,
    retry: false,
  });
}
