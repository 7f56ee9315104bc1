import { useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const impactRoute = api.admin.problems.bulk['deletion-impact'];

type TBulkSelection = InferRequestType<typeof impactRoute.$post>['json']['selection'];

/** Asked only while the bulk delete confirmation is open. */
export function useBulkDeletionImpact(selection: TBulkSelection, isEnabled: boolean) {
  return useQuery({
    queryKey: [...adminQueryKeys.adminProblemsAll, 'bulk-deletion-impact', selection] as const,
    queryFn: ({ signal }) => callApi((options) => impactRoute.$post({ json: { selection } }, options), { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}
