import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { addBookmark } from './add-bookmark';
import { problemQueryPrefix, type TProblemResponse } from './get-problem';
import { subtopicProblemsQueryPrefix, type TSubtopicProblemsResponse } from './get-subtopic-problems';
import { removeBookmark } from './remove-bookmark';

// The bookmarks page (another feature) lists under this key; it refetches after any change here.
const bookmarksQueryKey = ['bookmarks'] as const;

type TToggleBookmark = { problemId: string; shouldBookmark: boolean };

async function setBookmark({ problemId, shouldBookmark }: TToggleBookmark): Promise<void> {
  try {
    await (shouldBookmark ? addBookmark(problemId) : removeBookmark(problemId));
  } catch (error) {
    // Already in the wanted state (e.g. changed in another tab): that is what the learner asked for.
    const isAlreadyDone =
      error instanceof ApiError &&
      (shouldBookmark ? error.code === 'bookmarks.already_bookmarked' : error.code === 'bookmarks.not_found');
    if (!isAlreadyDone) throw error;
  }
}

/** Marks the problem in every cached listing and problem page; returns how to undo it. */
function markEverywhere(queryClient: QueryClient, { problemId, shouldBookmark }: TToggleBookmark) {
  const snapshots: Array<[QueryKey, unknown]> = [
    ...queryClient.getQueriesData({ queryKey: subtopicProblemsQueryPrefix }),
    ...queryClient.getQueriesData({ queryKey: problemQueryPrefix }),
  ];
  queryClient.setQueriesData<TSubtopicProblemsResponse>({ queryKey: subtopicProblemsQueryPrefix }, (page) =>
    page && {
      ...page,
      problems: page.problems.map((card) =>
        card.problemId === problemId && card.isBookmarked !== undefined ? { ...card, isBookmarked: shouldBookmark } : card,
      ),
    },
  );
  queryClient.setQueriesData<TProblemResponse>({ queryKey: problemQueryPrefix }, (page) =>
    page?.progress && page.problem.problemId === problemId
      ? { ...page, progress: { ...page.progress, isBookmarked: shouldBookmark } }
      : page,
  );
  return () => snapshots.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    onMutate: async (variables) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: subtopicProblemsQueryPrefix }),
        queryClient.cancelQueries({ queryKey: problemQueryPrefix }),
      ]);
      return { undo: markEverywhere(queryClient, variables) };
    },
    onError: (_error, { shouldBookmark }, context) => {
      context?.undo();
      toast.error(shouldBookmark ? 'Gagal menambahkan bookmark.' : 'Gagal menghapus bookmark.');
    },
    onSuccess: (_data, { shouldBookmark }) => {
      toast.success(shouldBookmark ? 'Soal berhasil dibookmark!' : 'Bookmark dihapus!');
    },
    onSettled: async () => {
      // The optimistic write made these caches look fresh; the next visit should still ask the
      // server (an earlier answer check may have changed their marks).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subtopicProblemsQueryPrefix, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: problemQueryPrefix, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
      ]);
    },
  });
}
