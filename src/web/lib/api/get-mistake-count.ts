// Shared: the subtopic page and the topic page link to 'Soal yang pernah salah' with its count.
import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export type TMistakeScope = 'subtopic' | 'topic';

// Below `learning`, which a review answer refreshes; kept here rather than in query-keys.ts, which
// every route's shared chunk carries (the problem route is at its budget's edge).
export const mistakesKey = (kind: 'list' | 'count', scope: TMistakeScope, code: string) => [...queryKeys.learning, 'mistakes', kind, scope, code] as const;

export function getMistakeCount(scope: TMistakeScope, code: string, signal?: AbortSignal) {
  return callApi((options) => api.mistakes.count.$get({ query: scope === 'subtopic' ? { subtopic: code } : { topic: code } }, options), { signal });
}

/** A signed-in learner's count (issue 52.3), asked for each time the page opens: every answer may move it. */
export function useMistakeCount(scope: TMistakeScope, code: string) {
  return useQuery({ queryKey: mistakesKey('count', scope, code), queryFn: ({ signal }) => getMistakeCount(scope, code, signal), staleTime: 0 });
}
