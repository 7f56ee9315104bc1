import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { bookmarksQueryKey, type TBookmarksResponse } from './get-bookmarks';

// Problem listings and pages (the practice feature) live under this prefix and show bookmark marks.
const catalogQueryPrefix = ['catalog'] as const;

export async function removeBookmark(problemId: string): Promise<void> {
  try {
    await apiRequest(`/bookmarks/${encodeURIComponent(problemId)}`, { method: 'DELETE' });
  } catch (error) {
    // Already removed (e.g. in another tab): the learner got what they asked for.
    if (!(error instanceof ApiError && error.code === 'bookmarks.not_found')) throw error;
  }
}

export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onMutate: async (problemId) => {
      await queryClient.cancelQueries({ queryKey: bookmarksQueryKey });
      const previous = queryClient.getQueryData<TBookmarksResponse>(bookmarksQueryKey);
      queryClient.setQueryData<TBookmarksResponse>(bookmarksQueryKey, (data) =>
        data && { bookmarks: data.bookmarks.filter((bookmark) => bookmark.problemId !== problemId) },
      );
      return { previous };
    },
    onError: (_error, _problemId, context) => {
      if (context?.previous) queryClient.setQueryData(bookmarksQueryKey, context.previous);
      toast.error('Gagal menghapus bookmark.');
    },
    onSuccess: () => {
      toast.success('Bookmark dihapus!');
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
        queryClient.invalidateQueries({ queryKey: catalogQueryPrefix, refetchType: 'none' }),
      ]);
    },
  });
}
