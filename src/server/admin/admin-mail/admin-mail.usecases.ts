import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import type { AdminMailRepository } from './admin-mail.repository';

export const OUTBOX_PAGE = { defaultSize: 50, maxSize: 200 };

// The developer mailbox: mail that was not sent because no SMTP server is configured.
export async function listOutbox({ repo }: { repo: AdminMailRepository }, query: TPageQuery & { to?: string }) {
  const page = pageRequest(query, OUTBOX_PAGE);
  const { items, pageInfo } = pageOf(await repo.list(query.to?.toLowerCase() ?? null, page), page);
  return { mails: items, pageInfo };
}
