import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Guards, GuardEnv } from '../../auth/guards';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { readQuery } from '../../http/validation';

const ZOutboxQuery = z.strictObject({ to: z.email().max(254).optional() });

// The developer mailbox: mail that was not sent because no SMTP server is configured.
export function adminMailRoutes({ db, guards }: { db: Database; guards: Guards }) {
  return new Hono<GuardEnv>().get('/', guards.requireAdmin, async (c) => {
    const { to } = readQuery(c, ZOutboxQuery);
    const mails = await db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.toAddress, to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(50);
    return c.json({ mails });
  });
}
