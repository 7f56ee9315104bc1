import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Opening the list counts as reading the answers: the server moves the learner's "seen" mark to
// now and returns the previous one, which tells the page what to highlight.
export function markQuestionsSeen() {
  return callApi((options) => api.questions.seen.$post({}, options));
}

export function useMarkQuestionsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markQuestionsSeen,
    // The navbar's badge comes with the session: reload it so the badge clears.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
