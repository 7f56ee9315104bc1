import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

const classRoute = api.classes[':classId'];

export type TClassDetail = InferResponseType<typeof classRoute.$get, 200>;

export function getClass(classId: string, signal?: AbortSignal) {
  return callApi((options) => classRoute.$get({ param: pathParams({ classId }) }, options), { signal });
}

export function useClass(classId: string) {
  return useQuery({ queryKey: classQueryKeys.class(classId), queryFn: ({ signal }) => getClass(classId, signal) });
}
