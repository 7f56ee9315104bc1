import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { CONNECTION_LOST_MESSAGE, isConnectionLost } from '../../../lib/error-messages';
import { removeBookmark } from '../../../lib/api/remove-bookmark';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { addBookmark } from './add-bookmark';
import type { TProblemResponse } from './get-problem';
import type { TSubtopicProblemsResponse } from './get-subtopic-problems';

type TToggleBookmark = { problemId: string; shouldBookmark: boolean };

async function setBookmark({ problemId, shouldBookmark }: TToggleBookmark): Promise<void> {
  if (!shouldBookmark) return removeBookmark(problemId);
  try {
    await addBookmark(problemId);
  } catch (error) {
    // Already bookmarked (e.g. in another tab): that is what the learner asked for.
    if (!(error instanceof ApiError && error.code === 'bookmarks.already_bookmarked')) throw error;
  }
}

/** Marks the problem in every cached listing and problem page; returns how to undo it. */
function markEverywhere(queryClient: QueryClient, { problemId, shouldBookmark }: TToggleBookmark) {
  const snapshots: Array<[QueryKey, unknown]> = [
    ...queryClient.getQueriesData({ queryKey: queryKeys.subtopicProblemsAll }),
    ...queryClient.getQueriesData({ queryKey: queryKeys.problemsAll }),
  ];
  queryClient.setQueriesData<TSubtopicProblemsResponse>({ queryKey: queryKeys.subtopicProblemsAll }, (page) =>
    page && {
      ...page,
      problems: page.problems.map((card) =>
        card.problemId === problemId && card.isBookmarked !== undefined ? { ...card, isBookmarked: shouldBookmark } : card,
      ),
    },
  );
  queryClient.setQueriesData<TProblemResponse>({ queryKey: queryKeys.problemsAll }, (page) =>
    page?.progress && page.problem?.problemId === problemId
      ? { ...page, progress: { ...page.progress, isBookmarked: shouldBookmark } }
      : page,
  );
  return () => snapshots.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    // Offline, fail at once and say so rather than pause with the button showing progress.
    networkMode: 'always',
    onMutate: async (variables) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: queryKeys.subtopicProblemsAll }),
        queryClient.cancelQueries({ queryKey: queryKeys.problemsAll }),
      ]);
      return { undo: markEverywhere(queryClient, variables) };
    },
    onError: (error, { shouldBookmark }, context) => {
      context?.undo();
      const failure = shouldBookmark ? 'Gagal menambahkan bookmark.' : 'Gagal menghapus bookmark.';
      toast.error(isConnectionLost(error) ? `${failure} ${CONNECTION_LOST_MESSAGE}` : failure);
    },
    onSuccess: (_data, { shouldBookmark }) => {
      toast.success(shouldBookmark ? 'Soal berhasil dibookmark!' : 'Bookmark dihapus!');
    },
    onSettled: async () => {
      // The optimistic write made these caches look fresh; the next visit should still ask the
      // server (an earlier answer check may have changed their marks).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.problemsAll, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks }),
      ]);
    },
  });
}
