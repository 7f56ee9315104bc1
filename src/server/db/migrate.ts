import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { openPostgres } from './client';

// Beside this file in src/server/db, or beside the compiled server in dist/app (scripts/build-server.ts copies it there).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 72_310_554;

// Runs pending migrations once, even when several app instances start together.
export async function runMigrations(url: string): Promise<void> {
  const sql = openPostgres(url, { max: 1, onnotice: () => undefined });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(drizzle(sql), { migrationsFolder });
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
