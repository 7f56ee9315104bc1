import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TBookmark = {
  problemId: string;
  tag: string;
  /** Plain question text, cut at 200 characters. */
  preview: string;
  previewHtml: string;
  categoryId: string;
  categoryName: string;
  topicId: string;
  topicName: string;
  subtopicId: string;
  subtopicName: string;
  createdAt: string;
};

export type TBookmarksResponse = { bookmarks: TBookmark[] };

// The practice feature invalidates this same key when a bookmark is toggled there.
export const bookmarksQueryKey = ['bookmarks'] as const;

export function getBookmarks(signal?: AbortSignal): Promise<TBookmarksResponse> {
  return apiRequest<TBookmarksResponse>('/bookmarks', { signal });
}

export function useBookmarks() {
  return useQuery({ queryKey: bookmarksQueryKey, queryFn: ({ signal }) => getBookmarks(signal) });
}
