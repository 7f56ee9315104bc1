import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { createMeRepository } from './me.repository';
import { getCurrentUser } from './me.usecases';

export function meRoutes({ db, auth }: { db: Database; auth: Auth }) {
  const deps = { auth, repo: createMeRepository({ db }) };
  return new Hono<AppEnv>().get('/', async (c) => c.json({ user: await getCurrentUser(deps, c.req.raw.headers) }));
}
