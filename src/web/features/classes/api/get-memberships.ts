import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export type TMembership = InferResponseType<typeof api.memberships.$get>['classes'][number];

export function getMemberships(signal?: AbortSignal) {
  return callApi((options) => api.memberships.$get({}, options), { signal });
}

export function useMemberships() {
  return useQuery({ queryKey: classQueryKeys.memberships, queryFn: ({ signal }) => getMemberships(signal) });
}
