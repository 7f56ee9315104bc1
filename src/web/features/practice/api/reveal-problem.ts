import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi, pathParams } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const revealRoute = api.problems[':problemId'].reveal;

export type TRevealResponse = InferResponseType<typeof revealRoute.$post>;

// Issue 52: 'Lihat pembahasan' / 'Saya menyerah'. Asked twice, the server shows the same and records it once.
export function useRevealProblem(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi((options) => revealRoute.$post({ param: pathParams({ problemId }) }, options)),
    // The problem comes back in 'Ulang Soal' tomorrow; the page, opened again, shows the reveal.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.problemsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
    },
  });
}
