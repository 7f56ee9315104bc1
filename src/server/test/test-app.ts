import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Role } from '../../core/roles';
import { createApp, type AppDeps } from '../app';
import { createUserWithPassword } from '../db/factories';
import { parseEnv } from '../env';
import { createServices } from '../services';
import { createTestDatabase, type TestDatabase } from './test-db';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The real app over a fresh database of its own; requests go through app.request().
// An override of undefined unsets the variable (e.g. PUBLIC_URL).
export async function createTestApp(
  envOverrides: Record<string, string | undefined> = {},
  options: {
    clock?: () => Date;
    appDeps?: Pick<AppDeps, 'webDistDir' | 'ssr' | 'readiness'>;
    /** Stands in for this machine's network interface addresses (what main.ts reads at start). */
    interfaceAddresses?: string[];
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-test-app-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...envOverrides,
  });
  const logger = pino({ level: 'silent' });
  const services = createServices({ env, database, logger, dataDir, interfaceAddresses: options.interfaceAddresses ?? [], clock: options.clock });
  const app = createApp({ database, logger, auth: services.auth, accounts: services.accounts, trustedOrigins: services.trustedOrigins, knownHosts: services.knownHosts, authSecret: services.authSecret, storage: services.storage, problemRenderer: services.problemRenderer, uploadLimitBytes: env.UPLOAD_LIMIT_BYTES, clock: options.clock, bodyLimitBytes: env.BODY_LIMIT_BYTES, ...options.appDeps });

  let ipCounter = 0;
  // Each caller gets its own client address unless it asks for one, so per-IP limits don't
  // leak between tests.
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  async function request(method: string, url: string, init: { body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const ip = init.ip ?? nextIp();
    return app.request(url, { method, headers, body }, { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } });
  }

  // multipart/form-data, as the browser's upload form sends it.
  async function upload(url: string, form: FormData, init: { cookie?: string; ip?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    const ip = init.ip ?? nextIp();
    return app.request(url, { method: 'POST', headers, body: form }, { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } } });
  }

  async function signIn(email: string, password: string, ip?: string): Promise<string> {
    const response = await request('POST', '/math/api/auth/sign-in/email', { body: { email, password }, ip });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return cookieFrom(response);
  }

  let userCounter = 0;
  async function createSignedInUser(role: Role = 'basic', name?: string) {
    const email = `user${++userCounter}-${role}@contoh.id`;
    const password = 'kuda-laut-berlari-9';
    const user = await createUserWithPassword(database.db, { email, password, role, name });
    const cookie = await signIn(email, password);
    return { ...user, password, cookie };
  }

  return {
    app,
    db: database.db,
    sql: database.sql,
    /** The test database's URL: another connection to it acts as another server or psql would. */
    databaseUrl: database.url,
    env,
    services,
    request,
    upload,
    dataDir,
    signIn,
    createSignedInUser,
    /** Published content held in memory follows these (db/content-changes.ts). */
    contentChanges: database.contentChanges(),
    close: async () => {
      await services.problemRenderer.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
