import { Hono } from 'hono';
import { z } from 'zod';
import type { GuardEnv, Guards } from '../../accounts';
import type { Database } from '../../db/client';
import { ZPageQuery } from '../../http/pagination';
import { queryOf } from '../../http/validation';
import { createAdminMailRepository } from './admin-mail.repository';
import { listOutbox } from './admin-mail.usecases';

const ZOutboxQuery = ZPageQuery.extend({ to: z.email().max(254).optional() }).strict();

export function adminMailRoutes({ db, guards }: { db: Database; guards: Guards }) {
  const repo = createAdminMailRepository({ db });
  return new Hono<GuardEnv>().get('/', guards.requireAdmin, queryOf(ZOutboxQuery), async (c) => c.json(await listOutbox({ repo }, c.req.valid('query'))));
}
