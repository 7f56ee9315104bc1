import { useQueries } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/admin-query-keys';
import { getTheories, type TTheory } from './api/get-theories';
import type { TTheorySubtopic } from '../../lib/api/get-theory-subtopics';

export type TTheoryEntry = TTheory & { subtopicName: string };

/**
 * Every theory under 'List Teori', by id, so linked theories show their text whichever
 * subtopic they come from. That category holds a handful of subtopics.
 */
export function useTheoryCatalog(subtopics: readonly TTheorySubtopic[]) {
  return useQueries({
    queries: subtopics.map((subtopic) => ({
      queryKey: adminQueryKeys.adminTheories(subtopic.subtopicId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTheories(subtopic.subtopicId, signal),
    })),
    combine: (results) => {
      const byId = new Map<string, TTheoryEntry>();
      results.forEach((result, index) => {
        const subtopicName = subtopics[index]?.subtopicName ?? '';
        for (const theory of result.data?.theories ?? []) byId.set(theory.theoryId, { ...theory, subtopicName });
      });
      return { byId, failedAt: Math.max(0, ...results.map((result) => (result.isError ? result.errorUpdatedAt : 0))) };
    },
  });
}
