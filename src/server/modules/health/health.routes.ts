import { Hono } from 'hono';
import type { Sql } from 'postgres';
import { createError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { DATABASE_UNAVAILABLE } from '../../http/error-handler';

export function healthRoutes({ sql }: { sql: Sql }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await sql`select 1`;
    } catch (error) {
      c.get('logger').warn({ err: error, reqId: c.get('requestId') }, 'health check: database unreachable');
      throw createError({ ...DATABASE_UNAVAILABLE, status: 503 });
    }
    return c.json({ status: 'ok', database: 'ok' });
  });
}
