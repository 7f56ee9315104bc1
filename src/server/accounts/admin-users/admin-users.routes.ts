import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import { USER_SEARCH_MAX_LENGTH, ZUpdateUserRoleRequest, ZUserId } from '../../../core/admin-users';
import type { Guards, GuardEnv } from '../auth/guards';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import type { BodyLimits } from '../../http/body-limits';
import { ZPageQuery } from '../../http/pagination';
import { jsonOf, paramsOf, queryOf } from '../../http/validation';
import type { Storage } from '../../storage/storage';
import { createAdminUsersRepository } from './admin-users.repository';
import { changeRole, deleteUser, listUsers, verifyEmail } from './admin-users.usecases';

const ZUserListQuery = ZPageQuery.extend({ q: z.string().max(USER_SEARCH_MAX_LENGTH).optional() }).strict();
const ZUserParams = z.strictObject({ userId: ZUserId });

// Mounted at /admin beside other admin modules, so the guard sits on each route.
type AdminUsersDeps = { db: Database; guards: Guards; limits: BodyLimits; storage: Storage; logger: Logger; changes: Changes };

export function adminUsersRoutes({ db, guards, limits, storage, logger, changes }: AdminUsersDeps) {
  const deps = { db, repo: createAdminUsersRepository({ db }), changes };
  const admin = guards.requireAdmin;
  return new Hono<GuardEnv>()
    .get('/users', admin, queryOf(ZUserListQuery), async (c) => c.json(await listUsers(deps, c.req.valid('query'))))
    .patch('/users/:userId', admin, paramsOf(ZUserParams), limits.json, jsonOf(ZUpdateUserRoleRequest), async (c) =>
      c.json({ user: await changeRole(deps, c.req.valid('param').userId, c.req.valid('json').role) }),
    )
    .post('/users/:userId/verify-email', admin, paramsOf(ZUserParams), async (c) => c.json({ user: await verifyEmail(deps, c.req.valid('param').userId) }))
    .delete('/users/:userId', admin, paramsOf(ZUserParams), async (c) =>
      c.json(await deleteUser({ ...deps, storage, logger }, c.get('user').id, c.req.valid('param').userId)),
    );
}
