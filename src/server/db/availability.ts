import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * For a failure whose cause was lost on the way (better-auth answers 500 and drops the driver's
 * error): if the database cannot be reached, throw the driver's own error, which the error
 * handler turns into 503 server.database_unavailable; otherwise return and let the caller report
 * its failure as it is.
 */
export async function throwIfDatabaseDown(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
