import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TBookmarksResponse = InferResponseType<typeof api.bookmarks.$get>;
/** previewHtml is the question's first 200 characters, rendered (src/core/preview.ts). */
export type TBookmark = TBookmarksResponse['bookmarks'][number];

export function getBookmarks(signal?: AbortSignal) {
  return callApi((options) => api.bookmarks.$get({ query: {} }, options), { signal });
}

export function useBookmarks() {
  return useQuery({ queryKey: queryKeys.bookmarks, queryFn: ({ signal }) => getBookmarks(signal) });
}
