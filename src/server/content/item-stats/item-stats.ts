import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { ITEM_ANALYTICS } from '../../../core/item-analytics';
import type { Database } from '../../db/client';

// Any fixed number works; it only has to be the same for every instance of this app.
const REFRESH_LOCK_KEY = 72_310_555;

/**
 * The problem list's figures come from the problem_item_stats materialized view (decision 014).
 * Reading them when they are older than ITEM_ANALYTICS.listStatsMaxAgeSeconds starts a refresh in
 * the background and answers with the figures at hand: an admin never waits for it, nothing runs
 * while nobody looks, and of several instances one refreshes (a transaction-scoped advisory lock).
 */
export function createItemStats({ db, logger }: { db: Database; logger?: Pick<Logger, 'warn'> }) {
  let running: Promise<void> | null = null;

  const refreshNow = async (): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as locked`);
      if (!lock?.locked) return false;
      // CONCURRENTLY: the list keeps reading the previous figures while the new ones are made.
      await tx.execute(sql`refresh materialized view concurrently problem_item_stats`);
      await tx.execute(sql`update item_stats_refreshes set refreshed_at = now() where id = 1`);
      return true;
    });

  const refreshInBackground = () => {
    if (running) return;
    running = refreshNow()
      .then(() => undefined)
      .catch((error: unknown) => logger?.warn({ err: error }, 'refreshing problem_item_stats failed; the list shows the previous figures'))
      .finally(() => {
        running = null;
      });
  };

  return {
    /** When the list's figures were computed (ISO), starting a refresh if they are stale. */
    freshness: async (): Promise<string | null> => {
      const [row] = await db.execute<{ refreshed_at: string | Date; is_stale: boolean }>(sql`
        select refreshed_at, refreshed_at < now() - make_interval(secs => ${ITEM_ANALYTICS.listStatsMaxAgeSeconds}) as is_stale
        from item_stats_refreshes where id = 1`);
      if (!row || row.is_stale) refreshInBackground();
      return row ? new Date(row.refreshed_at).toISOString() : null;
    },
    refreshNow,
    /** Resolves once a refresh started in the background has finished (tests, shutdown). */
    settled: async () => {
      await running;
    },
  };
}

export type ItemStats = ReturnType<typeof createItemStats>;
