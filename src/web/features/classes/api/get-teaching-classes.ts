import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export type TTeachingClass = InferResponseType<typeof api.classes.$get>['classes'][number];

export function getTeachingClasses(signal?: AbortSignal) {
  return callApi((options) => api.classes.$get({}, options), { signal });
}

export function useTeachingClasses() {
  return useQuery({ queryKey: classQueryKeys.teaching, queryFn: ({ signal }) => getTeachingClasses(signal) });
}
