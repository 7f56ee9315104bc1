import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { mistakesKey, type TMistakeScope } from '../../../lib/api/get-mistake-count';

/** 'Soal yang pernah salah' of a subtopic or a topic: its place, how many, and the problems (issue 52.3). */
export type TMistakes = InferResponseType<typeof api.mistakes.$get, 200>;
export type TMistake = TMistakes['problems'][number];

export function getMistakes(scope: TMistakeScope, code: string, signal?: AbortSignal) {
  return callApi((options) => api.mistakes.$get({ query: scope === 'subtopic' ? { subtopic: code } : { topic: code } }, options), { signal });
}

export function useMistakes(scope: TMistakeScope, code: string) {
  return useQuery({ queryKey: mistakesKey('list', scope, code), queryFn: ({ signal }) => getMistakes(scope, code, signal), staleTime: 0 });
}
