import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type TToggleBookmark = { problemId: string; shouldBookmark: boolean };

// What a toggle does is in a chunk of its own (bookmark-writes.ts): every page with a bookmark
// button loads it after it shows, not before (the problem route's JavaScript budget, issue 51).
const loadWrites = () => import('./bookmark-writes');

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadWrites().catch(() => undefined);
  }, []);
  return useMutation({
    mutationFn: async (variables: TToggleBookmark) => (await loadWrites()).toggleBookmark(queryClient, variables),
    // Offline, fail at once and say so rather than pause with the button showing progress.
    networkMode: 'always',
  });
}
