import { Hono } from 'hono';
import type { Sql } from 'postgres';
import { createError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';

export function healthRoutes({ sql }: { sql: Sql }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await sql`select 1`;
    } catch (error) {
      c.get('logger').error({ err: error, reqId: c.get('requestId') }, 'health check: database unreachable');
      throw createError({ code: 'health.database_unavailable', status: 503, message: 'Database is unreachable' });
    }
    return c.json({ status: 'ok', database: 'ok' });
  });
}
