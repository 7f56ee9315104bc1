// What a bookmark toggle does (issue 51 moved it out of the first load): loaded on the first tap,
// or after the page shows (toggle-bookmark.ts).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { CONNECTION_LOST_MESSAGE, isConnectionLost } from '../../../lib/error-messages';
import { removeBookmark } from '../../../lib/api/remove-bookmark';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { addBookmark } from './add-bookmark';
import type { TProblemResponse } from './get-problem';
import type { TSubtopicProblemsResponse } from './get-subtopic-problems';
import type { TToggleBookmark } from './toggle-bookmark';

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

/**
 * Marks the problem at once everywhere it shows, asks the server, and says how it went; a failure
 * puts the marks back (and rejects). Offline it fails at once and says so.
 */
export async function toggleBookmark(queryClient: QueryClient, variables: TToggleBookmark): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: queryKeys.subtopicProblemsAll }),
    queryClient.cancelQueries({ queryKey: queryKeys.problemsAll }),
  ]);
  const undo = markEverywhere(queryClient, variables);
  try {
    await setBookmark(variables);
    toast.success(variables.shouldBookmark ? 'Soal berhasil dibookmark!' : 'Bookmark dihapus!');
  } catch (error) {
    undo();
    const failure = variables.shouldBookmark ? 'Gagal menambahkan bookmark.' : 'Gagal menghapus bookmark.';
    toast.error(isConnectionLost(error) ? `${failure} ${CONNECTION_LOST_MESSAGE}` : failure);
    throw error;
  } finally {
    // The optimistic write made these caches look fresh; the next visit should still ask the
    // server (an earlier answer check may have changed their marks).
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.subtopicProblemsAll, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: queryKeys.problemsAll, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks }),
    ]);
  }
}
