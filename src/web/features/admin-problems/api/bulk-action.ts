import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAdminProblemsAfterDelete } from './problem-queries';

const bulkRoute = api.admin.problems.bulk;

export type TBulkActionRequest = InferRequestType<typeof bulkRoute.$post>['json'];

export function runBulkAction(json: TBulkActionRequest) {
  return callApi((options) => bulkRoute.$post({ json }, options));
}

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkAction,
    onSuccess: () => {
      void refreshAdminProblemsAfterDelete(queryClient);
      // Learners' listings and pages follow publication, moves and deletes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardAll });
    },
  });
}
