import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, callApi, pathParams } from '../api-client';
import { queryKeys } from '../query-keys';
import { toast } from '../toast';

// Shared: the practice pages toggle bookmarks and the bookmarks page removes them.
export async function removeBookmark(problemId: string): Promise<void> {
  try {
    await callApi((options) => api.bookmarks[':problemId'].$delete({ param: pathParams({ problemId }) }, options));
  } catch (error) {
    // Already removed (e.g. in another tab): the learner got what they asked for.
    if (!(error instanceof ApiError && error.code === 'bookmarks.not_found')) throw error;
  }
}

type TBookmarkList = { bookmarks: Array<{ problemId: string }> };

/** Removes a card from the bookmarks list at once and puts it back if the server refuses. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onMutate: async (problemId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.bookmarks });
      const previous = queryClient.getQueryData<TBookmarkList>(queryKeys.bookmarks);
      queryClient.setQueryData<TBookmarkList>(queryKeys.bookmarks, (data) =>
        data && { ...data, bookmarks: data.bookmarks.filter((bookmark) => bookmark.problemId !== problemId) },
      );
      return { previous };
    },
    onError: (_error, _problemId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.bookmarks, context.previous);
      toast.error('Gagal menghapus bookmark.');
    },
    onSuccess: () => {
      toast.success('Bookmark dihapus!');
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks }),
        // Problem listings and pages show bookmark marks too.
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog, refetchType: 'none' }),
      ]);
    },
  });
}
