import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../core/errors';
import { createApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import { findFreePort } from '../free-port';
import { createServices } from '../services';
import { handleError, isDatabaseUnavailable, isLostConnection } from './error-handler';
import type { AppEnv } from './context';
import { Hono } from 'hono';

const withCode = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);
// What postgres.js rejects a query with: the error, with the statement attached.
const fromDriver = (code: string) => withCode(code, { query: 'select 1' });

describe('which errors mean the database is unavailable', () => {
  it.each([
    ['a refused connection, wrapped by Drizzle', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'))],
    ['a reset connection reported by the driver', fromDriver('ECONNRESET')],
    ['a connection closed under a query', withCode('CONNECTION_CLOSED')],
    ['a pool that was ended', withCode('CONNECTION_ENDED')],
    ['a connect timeout', withCode('CONNECT_TIMEOUT')],
    ['a server shutting down (57P01)', fromDriver('57P01')],
    ['a server that crashed (57P02)', fromDriver('57P02')],
    ['a server still starting or recovering (57P03)', fromDriver('57P03')],
    ['a connection failure (08006)', fromDriver('08006')],
    ['a wrapped error three levels deep', new Error('outer', { cause: new DrizzleQueryError('q', [], withCode('57P01')) })],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', fromDriver('23505')],
    ['a syntax error', fromDriver('42601')],
    ['a socket error from something other than the database (storage, mail)', withCode('ECONNREFUSED')],
    ['a plain error', new Error('boom')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives an error whose cause points back at itself', () => {
    const error = withCode('X') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// A read that failed on one of these goes once more (http/read-retry.ts); one that never reached
// a database (refused, timed out) would only wait again.
describe('which errors mean the query lost its connection while the database is up', () => {
  it.each([
    ['its backend terminated (57P01), wrapped by Drizzle', new DrizzleQueryError('select 1', [], fromDriver('57P01'))],
    ['a connection closed under a query', withCode('CONNECTION_CLOSED')],
    ['a reset connection reported by the driver', fromDriver('ECONNRESET')],
    ['a crashed backend (57P02)', fromDriver('57P02')],
  ])('%s', (_, error) => {
    expect(isLostConnection(error)).toBe(true);
  });

  it.each([
    ['a refused connection', fromDriver('ECONNREFUSED')],
    ['a connect timeout', withCode('CONNECT_TIMEOUT')],
    ['a reset from storage or mail', withCode('ECONNRESET')],
    ['a unique violation', fromDriver('23505')],
  ])('not %s', (_, error) => {
    expect(isLostConnection(error)).toBe(false);
  });
});

// The real app whose database is a port nothing listens on: what learners get while the
// database is down. Connections are refused at once, so each request fails within the test's
// timeout, far below the 8 s requests used to hang.
describe('while the database is down', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let app: ReturnType<typeof createApp>;
  const origin = 'http://localhost:3000';
  const secret = 'test-secret-test-secret-test-secret-0123';

  beforeAll(async () => {
    database = createDatabase(`postgres://postgres:unused@127.0.0.1:${await findFreePort()}/nowhere`, { maxConnections: 2 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lsm-db-down-'));
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: origin, AUTH_SECRET: secret });
    const logger = pino({ level: 'silent' });
    const services = createServices({ env, database, logger, dataDir, interfaceAddresses: [] });
    app = createApp({ ...services, database, logger });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (method: string, url: string, body?: unknown, cookie?: string) =>
    app.request(url, {
      method,
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ['the health check', 'GET', '/math/api/health', undefined],
    ['the category list', 'GET', '/math/api/catalog/categories', undefined],
    ["a guest's answer check", 'POST', '/math/api/problems/PR-AAAAAAAA/check', { answer: 'A' }],
  ])('%s answers 503 server.database_unavailable', { timeout: 3000 }, async (_, method, url, body) => {
    const response = await send(method, url, body);
    expect(response.status).toBe(503);
    const payload: unknown = await response.json();
    expect(isApiErrorBody(payload)).toBe(true);
    expect(payload).toMatchObject({ error: { code: 'server.database_unavailable' } });
  });

  it("a signed-in learner's request answers 503, not 401", { timeout: 3000 }, async () => {
    // A well-signed session cookie (as better-auth signs it): only the database can tell if it is live.
    const token = 'a'.repeat(32);
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    const response = await send('GET', '/math/api/dashboard', undefined, cookie);
    expect(response.status).toBe(503);
    // The SPA asks these on every load; better-auth drops the driver's error on the way.
    for (const url of ['/math/api/me', '/math/api/auth/get-session']) {
      const session = await send('GET', url, undefined, cookie);
      expect(session.status, url).toBe(503);
      expect(await session.json()).toMatchObject({ error: { code: 'server.database_unavailable' } });
    }
  });
});

// Two writes that met in Postgres (a deadlock, a serialization failure, a row deleted under a
// write that pointed at it) changed nothing: the sender is told to send again (409), not that
// the server broke (500).
describe('a write that met another one in the database', () => {
  const appThrowing = (error: Error) => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('logger', pino({ level: 'silent' }));
      await next();
    });
    app.onError(handleError);
    app.post('/x', () => {
      throw error;
    });
    return app;
  };

  it.each([
    ['a deadlock (40P01), wrapped by Drizzle', new DrizzleQueryError('update problems', [], fromDriver('40P01'))],
    ['a serialization failure (40001)', fromDriver('40001')],
    ['a foreign key violation (23503) no module mapped', new DrizzleQueryError('insert into user_bookmarks', [], fromDriver('23503'))],
  ])('%s answers 409 server.write_conflict', async (_, error) => {
    const response = await appThrowing(error).request('/x', { method: 'POST' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('server.write_conflict');
  });

  it('leaves other database errors a 500 that hides them', async () => {
    const response = await appThrowing(fromDriver('23505')).request('/x', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('23505');
  });
});
