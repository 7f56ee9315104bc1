import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createDatabase, openPostgres } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { findFreePort } from '../../free-port';
import { createServerProcess, waitFor, type ServerProcess } from '../crash-server';

// The parts of a deployment of three (docs/deploying.md) on one machine: the machine's
// PostgreSQL, an S3 server from npm, HAProxy with deploy/haproxy.cfg, and the real server.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const HAPROXY_CONFIG = path.join(projectRoot, 'deploy', 'haproxy.cfg');
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
// The server the test makes its own database on (and drops it after).
const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BUCKET = 'latsol-cluster';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** What is missing for the cluster test on this machine (empty: all there). */
export async function missingPrerequisites(): Promise<string[]> {
  const missing: string[] = [];
  if (!fs.existsSync(HAPROXY)) missing.push(`HAProxy (${HAPROXY}; apt-get install haproxy)`);
  const sql = openPostgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    const [row] = await sql<{ version: number }[]>`select current_setting('server_version_num')::int as version`;
    if (row!.version < 150000) missing.push(`PostgreSQL 15 or newer at ${POSTGRES_URL} (found ${row!.version})`);
  } catch (error) {
    missing.push(`PostgreSQL 15 at ${POSTGRES_URL} (${(error as Error).message})`);
  } finally {
    await sql.end({ timeout: 1 });
  }
  return missing;
}

/** A database of the test's own on that server, migrated; dropped by drop(). */
export async function createClusterDatabase() {
  const name = `lsm_cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = openPostgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  const handle = createDatabase(url.toString(), { maxConnections: 4 });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** s3rver on a fixed port and directory, so it can be stopped (an outage) and started again. */
export async function startObjectStore() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-cluster-s3-'));
  const port = await findFreePort();
  let server: S3rver | undefined;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_KEYS });
  const start = async () => {
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    await server.run();
  };
  const stop = async () => {
    const closing = server?.close();
    // The app's S3 client keeps connections alive: an outage cuts them too.
    server?.httpServer.closeAllConnections();
    await closing;
    server = undefined;
  };
  await start();
  return {
    endpoint,
    start,
    stop,
    /** Every key in the bucket, over the S3 protocol. */
    keys: async (): Promise<string[]> => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    remove: async () => {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type ObjectStore = Awaited<ReturnType<typeof startObjectStore>>;

/** The app as deployed: DATABASE_URL, S3, one AUTH_SECRET, PUBLIC_URL = the balancer, TRUST_PROXY. */
export async function createInstances({ count, balancerUrl, databaseUrl, objectStore }: { count: number; balancerUrl: string; databaseUrl: string; objectStore: ObjectStore }) {
  const instances: ServerProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    instances.push(
      createServerProcess({
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `lsm-cluster-app${index + 1}-`)),
        port: await findFreePort(),
        databaseUrl,
        env: {
          PUBLIC_URL: balancerUrl,
          TRUST_PROXY: 'true',
          DATABASE_POOL_SIZE: '6',
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: objectStore.endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
          S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
        },
      }),
    );
  }
  return instances;
}

export const dataDirOf = (instance: ServerProcess) => path.dirname(instance.logPath);

/** HAProxy in the foreground with deploy/haproxy.cfg, its servers at `servers` (host:port). */
export async function startBalancer({ port, servers }: { port: number; servers: string[] }) {
  const env = { ...process.env, LSM_LISTEN: `127.0.0.1:${port}`, LSM_APP1: servers[0]!, LSM_APP2: servers[1]!, LSM_APP3: servers[2]! };
  let output = '';
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('HAProxy to listen', async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}: ${output}`);
    await fetch(`${url}/math/api/health/live`);
    return true;
  }, 10_000);
  return {
    url,
    output: () => output,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type Balancer = Awaited<ReturnType<typeof startBalancer>>;
