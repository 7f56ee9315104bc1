import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, callApi } from '../../../lib/api-client';
import { adminQueryKeys } from '../../../lib/admin-query-keys';

const outboxRoute = api.admin['mail-outbox'];

export type TOutboxList = InferResponseType<typeof outboxRoute.$get, 200>;
export type TOutboxMail = TOutboxList['mails'][number];

export function getMailOutbox(query: Record<string, string>, signal?: AbortSignal) {
  return callApi((options) => outboxRoute.$get({ query }, options), { signal });
}

export function useMailOutbox(query: Record<string, string>) {
  return useQuery({
    queryKey: adminQueryKeys.adminMailOutbox(query),
    queryFn: ({ signal }) => getMailOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}
