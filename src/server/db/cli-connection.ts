import path from 'node:path';
import pino from 'pino';
import { acquireInstanceLock, InstanceLockError } from '../instance-lock';
import type { Env } from '../env';
import { createDatabase, type DatabaseHandle } from './client';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

// For command-line tools: DATABASE_URL, else the running server's embedded cluster, else an
// embedded cluster started just for this command (holding the DATA_DIR lock meanwhile).
export async function connectForCli(env: Env): Promise<DatabaseHandle & { done: () => Promise<void> }> {
  const logger = pino({ level: 'warn' });
  if (env.DATABASE_URL) {
    await runMigrations(env.DATABASE_URL);
    const handle = createDatabase(env.DATABASE_URL, { maxConnections: 2 });
    return { ...handle, done: handle.close };
  }
  const dataDir = path.resolve(env.DATA_DIR);
  let release: () => void;
  try {
    release = acquireInstanceLock(dataDir);
  } catch (error) {
    if (!(error instanceof InstanceLockError)) throw error;
    const url = runningEmbeddedUrl(dataDir);
    if (!url) throw new Error(`${error.message}\nIt has not finished starting; try again in a moment.`, { cause: error });
    const handle = createDatabase(url, { maxConnections: 2 });
    return { ...handle, done: handle.close };
  }
  const embedded = await startEmbeddedPostgres(dataDir, logger);
  await runMigrations(embedded.url);
  const handle = createDatabase(embedded.url, { maxConnections: 2 });
  return {
    ...handle,
    done: async () => {
      await handle.close();
      await embedded.stop();
      release();
    },
  };
}
