import { Hono } from 'hono';
import pino from 'pino';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { findFreePort } from '../free-port';
import type { AppEnv } from '../http/context';
import { handleError } from '../http/error-handler';
import { createReadiness, type Readiness } from '../readiness';
import { createTestApp, type TestApp } from '../test/test-app';
import { healthRoutes } from './health.routes';

let t: TestApp;
const readiness = createReadiness();

beforeAll(async () => {
  t = await createTestApp({}, { appDeps: { readiness } });
});
afterAll(() => t.close());

// The health routes alone, on a driver and a readiness of the test's choosing.
function healthApp(sql: Sql, readiness: Readiness) {
  const app = new Hono<AppEnv>().onError(handleError);
  app.use('*', async (c, next) => {
    c.set('logger', pino({ level: 'silent' }));
    c.set('requestId', 'test');
    await next();
  });
  return app.route('/health', healthRoutes({ sql, readiness }));
}

describe('health', () => {
  it('answers live, ready and the database check while serving', async () => {
    expect(await (await t.request('GET', '/math/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/math/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect((await t.request('GET', '/math/api/health')).status).toBe(200);
  });

  it('is not ready once draining, while still live and still serving', async () => {
    const watched = createReadiness();
    const app = healthApp(t.sql, watched);
    expect(watched.sinceLastProbeMs()).toBe(Infinity);
    expect((await app.request('/health/ready')).status).toBe(200);
    expect(watched.sinceLastProbeMs()).toBeLessThan(60_000);
    watched.startDraining();
    const refused = await app.request('/health/ready');
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe('server.draining');
    expect((await app.request('/health/live')).status).toBe(200);
    expect((await app.request('/health')).status).toBe(200);
  });

  it('is not ready, and not healthy, while the database cannot be reached; live stays', async () => {
    // A real driver aimed at a port nobody listens on.
    const unreachable = openPostgres(`postgres://postgres@127.0.0.1:${await findFreePort()}/none`, { max: 1, connect_timeout: 2, onnotice: () => undefined });
    const app = healthApp(unreachable, createReadiness());
    try {
      const ready = await app.request('/health/ready');
      expect(ready.status).toBe(503);
      expect((await ready.json()).error.code).toBe('server.database_unavailable');
      expect((await app.request('/health')).status).toBe(503);
      expect((await app.request('/health/live')).status).toBe(200);
    } finally {
      await unreachable.end({ timeout: 1 });
    }
  });
});
