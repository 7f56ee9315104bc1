import type { Logger } from 'pino';
import { roleOf, type Role } from '../../../core/roles';
import type { Database } from '../../db/client';
import type { Changes } from '../../db/content-changes';
import { pageOf, pageRequest, type TPageQuery } from '../../http/pagination';
import type { Storage } from '../../storage/storage';
import { eraseStoredFiles, recordStorageDeletions } from '../../storage/storage-deletions';
import { adminUsersErrors } from './admin-users.errors';
import type { AdminUsersRepository } from './admin-users.repository';

// `changes`: a role changed or an account deleted ends what the session lookup held of the user.
type Deps = { db: Database; repo: AdminUsersRepository; changes: Changes };
type StorageDeps = { storage: Storage; logger: Pick<Logger, 'warn' | 'error'> };

export const ADMIN_USERS_PAGE = { defaultSize: 50, maxSize: 200 };

type UserRow = { id: string; email: string; name: string; role: string; emailVerified: boolean; createdAt: Date };

const present = (row: UserRow) => ({ id: row.id, email: row.email, name: row.name, role: roleOf(row.role), emailVerified: row.emailVerified, createdAt: row.createdAt });

export async function listUsers({ repo }: Pick<Deps, 'repo'>, query: Partial<TPageQuery> & { q?: string }) {
  const page = pageRequest(query, ADMIN_USERS_PAGE);
  const search = query.q?.trim() || null;
  const { items, pageInfo } = pageOf(await repo.list(search, page), page);
  return { users: items.map(present), pageInfo };
}

// The admin rows are locked before counting, so two admins demoting each other at once
// cannot leave the app without one.
export async function changeRole({ db, repo, changes }: Deps, userId: string, role: Role) {
  const row = await db.transaction(async (tx) => {
    const adminIds = await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw adminUsersErrors.notFound();
    if (target.role === 'admin' && role !== 'admin' && adminIds.length <= 1) throw adminUsersErrors.lastAdmin();
    return repo.setRole(tx, userId, role);
  });
  changes.sessionChanged(userId);
  return present(row);
}

// For schools without a mail server: the admin vouches for the address instead of a link.
export async function verifyEmail({ repo }: Pick<Deps, 'repo'>, userId: string) {
  const row = await repo.markEmailVerified(userId);
  if (!row) throw adminUsersErrors.notFound();
  return present(row);
}

/**
 * The account goes with its photos (issue 30: Tanya Soal photos show minors' handwriting and
 * faces; UU 27/2022 gives the right to erasure). One transaction deletes the account, marks its
 * questions' photos deleted (the rows stay, shown as 'User Dihapus') and lists their files for
 * deletion; then storage deletes them, retrying, and what it still refuses stays listed for the
 * background sweeper. A photo is never served once its account is gone, and never left behind.
 */
export async function deleteUser({ db, repo, changes, storage, logger }: Deps & StorageDeps, actorId: string, userId: string) {
  if (actorId === userId) throw adminUsersErrors.cannotDeleteSelf();
  const photoKeys = await db.transaction(async (tx) => {
    const adminIds = await repo.lockAdmins(tx);
    const target = await repo.lockUser(tx, userId);
    if (!target) throw adminUsersErrors.notFound();
    if (target.role === 'admin' && adminIds.length <= 1) throw adminUsersErrors.lastAdmin();
    const keys = await repo.markPhotosDeleted(tx, userId);
    await recordStorageDeletions(tx, keys);
    await repo.remove(tx, userId);
    return keys;
  });
  changes.sessionChanged(userId);
  const photos = await eraseStoredFiles({ db, storage, logger, keys: photoKeys });
  return { userId, photos };
}
