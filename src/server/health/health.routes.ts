import { Hono, type Context } from 'hono';
import type { Sql } from 'postgres';
import { createError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import { DATABASE_UNAVAILABLE } from '../http/error-handler';
import type { Readiness } from '../readiness';

const draining = () => createError({ code: 'server.draining', status: 503, message: 'This instance is shutting down; send new work elsewhere' });

// `/` as before (a database check); `/live`: the process answers at all (a supervisor restarts it
// when not); `/ready`: send it work (a load balancer takes it out when not).
export function healthRoutes({ sql, readiness }: { sql: Sql; readiness: Readiness }) {
  const databaseReachable = async (c: Context<AppEnv>) => {
    try {
      await sql`select 1`;
    } catch (error) {
      c.get('logger').warn({ err: error, reqId: c.get('requestId') }, 'health check: database unreachable');
      throw createError({ ...DATABASE_UNAVAILABLE, status: 503 });
    }
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      await databaseReachable(c);
      return c.json({ status: 'ok', database: 'ok' });
    })
    .get('/live', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      readiness.probed();
      if (readiness.isDraining()) throw draining();
      await databaseReachable(c);
      return c.json({ status: 'ready', database: 'ok' });
    });
}
