import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

// A load balancer polls the health routes every second or so: their lines only at debug.
const PROBE_PATH = '/math/api/health';

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The base logger, not a per-request child: a child per request costs more than the
    // request itself on hot routes. Lines that need it carry reqId explicitly.
    c.set('logger', logger);
    const startedAt = performance.now();
    await next();
    logger[c.req.path.startsWith(PROBE_PATH) ? 'debug' : 'info'](
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  };
}
