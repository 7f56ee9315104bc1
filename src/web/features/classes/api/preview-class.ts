import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { classQueryKeys } from './class-query-keys';

export function previewClass(code: string, signal?: AbortSignal) {
  return callApi((options) => api.memberships.preview.$get({ query: { code } }, options), { signal });
}

/** The class a join link names; a wrong, rotated or archived code is a 404 (no retry: it will not change). */
export function useClassPreview(code: string) {
  return useQuery({ queryKey: classQueryKeys.preview(code), queryFn: ({ signal }) => previewClass(code, signal), retry: false });
}
