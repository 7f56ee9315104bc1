import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.get('requestId');
    const log = logger.child({ reqId: requestId });
    c.set('logger', log);
    const startedAt = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  };
}
