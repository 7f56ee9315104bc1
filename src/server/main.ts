import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './db/embedded';
import { runMigrations } from './db/migrate';
import { EnvError, parseEnv, publicUrlOf } from './env';
import { acquireInstanceLock, InstanceLockError } from './instance-lock';
import { createLogger } from './logger';
import { seedOnStart } from './seed-on-start';
import { createServices } from './services';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);

  let releaseLock: () => void;
  try {
    releaseLock = acquireInstanceLock(dataDir);
  } catch (error) {
    if (error instanceof InstanceLockError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedPostgresHandle | undefined;
  let server: ServerType | undefined;
  let database: ReturnType<typeof createDatabase> | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      if (server) {
        server.close();
        if ('closeAllConnections' in server) server.closeAllConnections();
      }
      await database?.close();
      await embedded?.stop();
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
    } finally {
      releaseLock();
      logger.info('stopped');
      logger.flushSync();
      process.exit(0);
    }
  };

  try {
    if (env.DATABASE_URL) {
      logger.info('using DATABASE_URL');
    } else {
      embedded = await startEmbeddedPostgres(dataDir, logger);
    }
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    const databaseUrl = env.DATABASE_URL ?? embedded!.url;
    await runMigrations(databaseUrl);
    database = createDatabase(databaseUrl, { maxConnections: 20 });
    await seedOnStart({ db: database.db, env, logger });

    const { auth, trustedOrigins, storage } = createServices({ env, database, logger, dataDir });
    const app = createApp({
      database,
      logger,
      auth,
      trustedOrigins,
      storage,
      uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
      trustProxy: env.TRUST_PROXY,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      webDistDir: path.join(projectRoot, 'dist', 'web'),
    });
    server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      logger.info(`Latihan Soal Matematika is running at ${publicUrlOf({ ...env, PORT: info.port })}/math/`);
    });
    server.on('error', (error) => {
      logger.fatal({ err: error }, 'HTTP server error');
      void shutdown('server-error');
    });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    logger.flushSync();
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    releaseLock();
    process.exit(1);
  }
}

void main();
