import { roleOf, type Role } from '../../../core/roles';
import type { Database } from '../../db/client';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import { adminUsersErrors } from './admin-users.errors';
import type { AdminUsersRepository } from './admin-users.repository';

type Deps = { db: Database; repo: AdminUsersRepository };

export const ADMIN_USERS_PAGE = { defaultSize: 50, maxSize: 200 };

type UserRow = { id: string; email: string; role: string; emailVerified: boolean; createdAt: Date };

const present = (row: UserRow) => ({ id: row.id, email: row.email, role: roleOf(row.role), emailVerified: row.emailVerified, createdAt: row.createdAt });

export async function listUsers({ repo }: Pick<Deps, 'repo'>, query: Partial<TPageQuery> & { q?: string }) {
  const page = pageRequest(query, ADMIN_USERS_PAGE);
  const search = query.q?.trim() || null;
  const { items, pageInfo } = pageOf(await repo.list(search, page), page);
  return { users: items.map(present), pageInfo };
}

// The admin rows are locked before counting, so two admins demoting each other at once
// cannot leave the app without one.
export async function changeRole({ db, repo }: Deps, userId: string, role: Role) {
  const row = await db.transaction(async (tx) => {
    const adminIds = await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw adminUsersErrors.notFound();
    if (target.role === 'admin' && role !== 'admin' && adminIds.length <= 1) throw adminUsersErrors.lastAdmin();
    return repo.setRole(tx, userId, role);
  });
  return present(row);
}

// For schools without a mail server: the admin vouches for the address instead of a link.
export async function verifyEmail({ repo }: Pick<Deps, 'repo'>, userId: string) {
  const row = await repo.markEmailVerified(userId);
  if (!row) throw adminUsersErrors.notFound();
  return present(row);
}

export async function deleteUser({ db, repo }: Deps, actorId: string, userId: string) {
  if (actorId === userId) throw adminUsersErrors.cannotDeleteSelf();
  await db.transaction(async (tx) => {
    const adminIds = await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw adminUsersErrors.notFound();
    if (target.role === 'admin' && adminIds.length <= 1) throw adminUsersErrors.lastAdmin();
    await repo.remove(tx, userId);
  });
  return { userId };
}
