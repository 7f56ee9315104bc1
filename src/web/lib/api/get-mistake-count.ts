// Shared: the subtopic page and the topic page link to 'Soal yang pernah salah' with its count.
import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../api-client';
import { queryKeys } from '../query-keys';

export type TMistakeScope = 'subtopic' | 'topic';

export function getMistakeCount(scope: TMistakeScope, code: string, signal?: AbortSignal) {
  return callApi((options) => api.mistakes.count.$get({ query: scope === 'subtopic' ? { subtopic: code } : { topic: code } }, options), { signal });
}

/** A signed-in learner's count (issue 52.3), asked for each time the page opens: every answer may move it. */
export function useMistakeCount(scope: TMistakeScope, code: string) {
  return useQuery({ queryKey: queryKeys.mistakeCount(scope, code), queryFn: ({ signal }) => getMistakeCount(scope, code, signal), staleTime: 0 });
}
