import type { Query, QueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const IMPACT_KEYS: readonly unknown[] = ['deletion-impact', 'bulk-deletion-impact'];

// After a delete, every admin problem query is refreshed but the delete's own impact: its
// confirmation is still open, and asking again for a problem just deleted answers 404.
const isNotDeletionImpact = (query: Query) => !IMPACT_KEYS.includes(query.queryKey[adminQueryKeys.adminProblemsAll.length]);

export function refreshAdminProblemsAfterDelete(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminQueryKeys.adminProblemsAll, predicate: isNotDeletionImpact });
}
