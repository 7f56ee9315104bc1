import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

const gradebookRoute = api.classes[':classId'].gradebook;

export type TGradebook = InferResponseType<typeof gradebookRoute.$get, 200>;

export function getGradebook(classId: string, signal?: AbortSignal) {
  return callApi((options) => gradebookRoute.$get({ param: pathParams({ classId }) }, options), { signal });
}

export function useGradebook(classId: string) {
  return useQuery({ queryKey: classQueryKeys.gradebook(classId), queryFn: ({ signal }) => getGradebook(classId, signal) });
}

/** The gradebook as a file the browser downloads (Content-Disposition: attachment). */
export const gradebookFileUrl = (classId: string, format: 'xlsx' | 'csv') => `${import.meta.env.BASE_URL}api/classes/${encodeURIComponent(classId)}/gradebook.${format}`;
