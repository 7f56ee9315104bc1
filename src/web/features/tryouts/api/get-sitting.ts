import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { tryoutQueryKeys } from './tryout-query-keys';

const sittingRoute = api.tryouts[':tryoutId'].sitting;

/** The sitting as the server sends it: the running section's problem views, then the learner's part of each (same order). */
export type TSittingWire = InferResponseType<typeof sittingRoute.$get, 200>;
type TWireSection = NonNullable<TSittingWire['current']>;
type TWireProblem = TWireSection['problems'][number];
export type TSittingProblem = TWireProblem & { problem: TSittingWire['views'][number] };
export type TCurrentSection = Omit<TWireSection, 'problems'> & { problems: TSittingProblem[] };
/** The learner's sitting as the server has it: its sections, and the one running with its problems. */
export type TSittingState = Omit<TSittingWire, 'views' | 'current'> & { current: TCurrentSection | null };

/** Each of the running section's problems with its view (GET, POST /sitting and a submit answer the same wire). */
export function withViews({ views, current, ...rest }: TSittingWire): TSittingState {
  return { ...rest, current: current && { ...current, problems: current.problems.map((item, index) => ({ ...item, problem: views[index]! })) } };
}

export async function getSitting(tryoutId: string, signal?: AbortSignal) {
  return withViews(await callApi((options) => sittingRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal }));
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
