import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createFileClock } from './test-clock';
import { createDatabase } from './db/client';
import { drainServer } from './drain';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './db/embedded';
import { runMigrations } from './db/migrate';
import { EnvError, parseEnv, publicUrlOf } from './env';
import { acquireInstanceLock, InstanceLockError } from './instance-lock';
import { createLogger, logFormatFor } from './logger';
import { createReadiness } from './readiness';
import { seedOnStart } from './seed-on-start';
import type { ProblemRenderer } from './markup/problem-rendering';
import { createServices } from './services';
import { loadSsrBundle } from './ssr/load-ssr-bundle';
import { createTryoutJobRunner, type TryoutJobRunner } from './tryouts';

// This machine's network interfaces, read once at start: without PUBLIC_URL the app answers at
// these addresses (a changed LAN address needs a restart).
function networkInterfaces() {
  return Object.values(os.networkInterfaces()).flatMap((entries) => entries ?? []);
}

// The IPv4 addresses learners on the LAN can type, loopback excluded.
function lanAddresses(): string[] {
  return networkInterfaces()
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

// src/server/main.ts as TypeScript, dist/app/main.js compiled (scripts/build-server.ts): both two
// levels below the project root, where dist/web and dist/server are.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Requests in flight (a slow upload on a phone included) get this long to finish after SIGTERM.
const DRAIN_LIMIT_MS = 10_000;
// After SIGTERM, /health/ready answers 503 this long before the listener closes, so a load balancer
// polling it (HAProxy: inter 500ms fall 2, deploy/haproxy.cfg) has stopped sending new requests by
// then. Only when something polled it lately: a Ctrl-C in development stops at once.
const UNREADY_BEFORE_CLOSE_MS = 3000;
const PROBED_LATELY_MS = 10_000;
// Then closing the database and the embedded Postgres is bounded well inside this (1 s and 3.5 s).
const CLOSE_LIMIT_MS = 4800;

// The app runs on Node 24, which npm brings (decision 039): Node 20's AsyncLocalStorage would make
// every request pay for async hooks. Started by hand with an older node, it says how to start it.
const MIN_NODE_MAJOR = 24;

async function main() {
  if (Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR) {
    console.error(`Node ${MIN_NODE_MAJOR} or newer is needed (this is ${process.version}). Start with npm start: npm scripts run the project's own Node (node_modules/.bin/node).`);
    process.exit(1);
  }
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
  const logger = createLogger(env.LOG_LEVEL, logFormatFor(env.LOG_FORMAT, process.stdout.isTTY === true));
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
  let server: Server | undefined;
  let database: ReturnType<typeof createDatabase> | undefined;
  let problemRenderer: ProblemRenderer | undefined;
  let storageDeletionSweeper: ReturnType<typeof createServices>['storageDeletionSweeper'] | undefined;
  let unverifiedAccountSweeper: ReturnType<typeof createServices>['unverifiedAccountSweeper'];
  let tryoutJobs: TryoutJobRunner | undefined;
  let stopping = false;
  const readiness = createReadiness();

  // exitCode 1: stopping because the app cannot work (its Postgres is gone), not because it was asked to.
  const shutdown = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    readiness.startDraining();
    const balancerWatching = server !== undefined && readiness.sinceLastProbeMs() < PROBED_LATELY_MS;
    const unreadyMs = balancerWatching ? UNREADY_BEFORE_CLOSE_MS : 0;
    logger.info({ signal, closingListenerInMs: unreadyMs }, 'shutting down');
    // Every step below is bounded, database outage or not: a stop that still hangs exits 1.
    const forceExit = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      logger.flushSync();
      process.exit(1);
    }, unreadyMs + DRAIN_LIMIT_MS + CLOSE_LIMIT_MS);
    forceExit.unref();
    try {
      // Still serving everything meanwhile: only the readiness probe says otherwise.
      if (unreadyMs > 0) await new Promise((resolve) => setTimeout(resolve, unreadyMs));
      if (server) {
        // The stop was asked for, so it still exits 0 when requests had to be cut at the limit:
        // a non-zero status would make a supervisor restart an app it was stopping.
        const { cut } = await drainServer(server, DRAIN_LIMIT_MS);
        if (cut > 0) logger.warn({ connections: cut, limitMs: DRAIN_LIMIT_MS }, 'requests still running at the drain limit were cut');
      }
      await problemRenderer?.stop();
      await storageDeletionSweeper?.stop();
      await unverifiedAccountSweeper?.stop();
      // A calibration in progress is stopped and its job queued again (decision 058).
      await tryoutJobs?.stop();
      await database?.close();
      await embedded?.stop();
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
    } finally {
      releaseLock();
      logger.info('stopped');
      logger.flushSync();
      process.exit(exitCode);
    }
  };

  try {
    if (env.DATABASE_URL) {
      logger.info('using DATABASE_URL');
    } else {
      embedded = await startEmbeddedPostgres(dataDir, logger, {
        onGiveUp: (error) => {
          logger.fatal({ err: error }, 'embedded PostgreSQL died and could not be restarted; exiting so a supervisor can restart the app');
          void shutdown('postgres-gone', 1);
        },
      });
    }
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    const databaseUrl = env.DATABASE_URL ?? embedded!.url;
    await runMigrations(databaseUrl);
    database = createDatabase(databaseUrl, { maxConnections: env.DATABASE_POOL_SIZE });
    await seedOnStart({ db: database.db, env, logger });

    // Issue 34: an e2e server's movable clock (never in production: env.ts refuses it there). The
    // app, its mail limits and the tryout jobs read the same one.
    const clock = env.TEST_CLOCK_FILE ? createFileClock(path.resolve(env.TEST_CLOCK_FILE)) : undefined;
    const services = createServices({ env, database, logger, dataDir, interfaceAddresses: networkInterfaces().map((entry) => entry.address), clock });
    const { auth, authSecret, trustedOrigins, knownHosts, storage } = services;
    problemRenderer = services.problemRenderer;
    storageDeletionSweeper = services.storageDeletionSweeper;
    unverifiedAccountSweeper = services.unverifiedAccountSweeper;
    // Issue 36: recalibration and final scoring of tryouts, in the background (decision 058).
    tryoutJobs = createTryoutJobRunner({ db: database.db, clock, logger, intervalMs: env.TRYOUT_JOB_TICK_SECONDS * 1000 });
    const app = createApp({
      database,
      logger,
      auth,
      accounts: services.accounts,
      trustedOrigins,
      knownHosts,
      authSecret,
      storage,
      problemRenderer,
      uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
      trustProxy: env.TRUST_PROXY,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      ...(clock ? { clock } : {}),
      tryoutJobs,
      webDistDir: path.join(projectRoot, 'dist', 'web'),
      ssr: await loadSsrBundle(projectRoot, logger),
      readiness,
    });
    // Without a createServer option, serve() makes a plain node:http server.
    const httpServer = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      logger.info(`Latihan Soal Matematika is running at ${publicUrlOf({ ...env, PORT: info.port })}/math/`);
      // Without PUBLIC_URL it answers at this machine's addresses: name the ones learners on the LAN can use.
      const lan = env.PUBLIC_URL || env.HOST !== '0.0.0.0' ? [] : lanAddresses().map((address) => `http://${address}:${info.port}/math/`);
      if (lan.length > 0) logger.info(`On the local network: ${lan.join(' ')}`);
    }) as Server;
    server = httpServer;
    // In the background: pages render what is not stored yet themselves meanwhile.
    problemRenderer.start();
    storageDeletionSweeper.start();
    unverifiedAccountSweeper?.start();
    tryoutJobs.start();
    httpServer.on('error', (error) => {
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
