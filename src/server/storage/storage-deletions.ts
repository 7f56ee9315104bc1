import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { storageDeletions } from '../db/schema';
import type { Writer } from '../db/unique-code';
import { createPeriodicTask } from '../periodic-task';
import type { Storage } from './storage';

// Waits before the second and third attempt at deleting a file: a storage hiccup (an S3 503, a
// busy disk) usually passes within a second, and the admin's request waits for it.
const RETRY_DELAYS_MS = [250, 1000];
// What is still listed is tried again this often, and once at start-up.
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 500;

type Deps = { db: Database; storage: Storage; logger: Pick<Logger, 'warn' | 'error'> };

/** Lists `keys` for deletion, in the transaction that makes their files garbage. */
export async function recordStorageDeletions(tx: Writer, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(storageDeletions)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

async function deleteWithRetries(storage: Storage, key: string): Promise<unknown> {
  let failure: unknown;
  for (const delayMs of [0, ...RETRY_DELAYS_MS]) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      await storage.delete(key);
      return undefined;
    } catch (error) {
      failure = error;
    }
  }
  return failure;
}

/**
 * Deletes each listed file from storage (a few attempts each) and takes off the list those that
 * are gone; a file storage still refuses stays listed for the sweeper.
 */
export async function eraseStoredFiles({ db, storage, logger, keys }: Deps & { keys: string[] }) {
  const erased: string[] = [];
  for (const key of keys) {
    const failure = await deleteWithRetries(storage, key);
    if (failure === undefined) erased.push(key);
    else logger.error({ err: failure, key }, 'storage refused to delete a file; it stays listed in storage_deletions and is tried again later');
  }
  if (erased.length > 0) await db.delete(storageDeletions).where(inArray(storageDeletions.key, erased));
  return { erased: erased.length, pending: keys.length - erased.length };
}

/** Deletes what is still listed (left by a storage outage or a crash), oldest first. */
export async function eraseListedFiles(deps: Deps) {
  const rows = await deps.db.select({ key: storageDeletions.key }).from(storageDeletions).orderBy(storageDeletions.requestedAt).limit(SWEEP_BATCH);
  return eraseStoredFiles({ ...deps, keys: rows.map((row) => row.key) });
}

/** Runs eraseListedFiles at start and every few minutes, in the background. */
export function createStorageDeletionSweeper(deps: Deps) {
  return createPeriodicTask({
    task: () => eraseListedFiles(deps),
    intervalMs: SWEEP_INTERVAL_MS,
    logger: deps.logger,
    failure: 'deleting listed storage files failed; trying again later',
  });
}
