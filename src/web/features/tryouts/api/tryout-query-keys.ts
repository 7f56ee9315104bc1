// The query keys of the learner's tryout pages (issue 36). Every key is below `all`: finishing a
// sitting refreshes the list, the tryout's page and its result.
const all = ['tryouts'] as const;

export const tryoutQueryKeys = {
  all,
  list: [...all, 'list'] as const,
  tryout: (tryoutId: string) => [...all, 'tryout', tryoutId] as const,
  sitting: (tryoutId: string) => [...all, 'sitting', tryoutId] as const,
  result: (tryoutId: string) => [...all, 'result', tryoutId] as const,
};
