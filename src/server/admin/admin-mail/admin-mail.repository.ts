import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';

export function createAdminMailRepository({ db }: { db: Database }) {
  return {
    list: (toAddress: string | null, page: PageRequest) =>
      db
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(toAddress ? eq(mailOutbox.toAddress, toAddress) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(page.limit)
        .offset(page.offset),
  };
}

export type AdminMailRepository = ReturnType<typeof createAdminMailRepository>;
