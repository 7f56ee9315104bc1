// The query keys of the admin's tryout pages (issue 36): a save, publish or delete refreshes
// everything under `all` (the list's counts and states follow).
const all = ['admin-tryouts'] as const;

export const adminTryoutQueryKeys = {
  all,
  list: [...all, 'list'] as const,
  tryout: (tryoutId: string) => [...all, 'tryout', tryoutId] as const,
  preview: (tryoutId: string) => [...all, 'preview', tryoutId] as const,
  report: (tryoutId: string) => [...all, 'report', tryoutId] as const,
  job: (tryoutId: string) => [...all, 'job', tryoutId] as const,
  problemSearch: (query: { q: string; page: string }) => [...all, 'problem-search', query] as const,
};
