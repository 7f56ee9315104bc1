import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { adminTryoutQueryKeys } from './admin-tryout-query-keys';

const previewRoute = api.admin.tryouts[':tryoutId'].preview;

export type TTryoutPreview = InferResponseType<typeof previewRoute.$get, 200>;

export function getTryoutPreview(tryoutId: string, signal?: AbortSignal) {
  return callApi((options) => previewRoute.$get({ param: pathParams({ tryoutId }) }, options), { signal });
}

export function useTryoutPreview(tryoutId: string) {
  return useQuery({ queryKey: adminTryoutQueryKeys.preview(tryoutId), queryFn: ({ signal }) => getTryoutPreview(tryoutId, signal) });
}
