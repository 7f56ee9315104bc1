import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { isLostConnection } from './error-handler';

type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * A GET or HEAD that failed because its pooled connection died under it (its backend terminated,
 * 57P01; the socket reset) goes once more through the whole app (`dispatch`): the driver has
 * dropped that connection, so the second try gets a live one (issue 30). Reads only: a write that
 * failed there may have committed, and sending it again could apply it twice. Installed first, so
 * the second try's response, built and encoded by the app, replaces the first one whole.
 */
export function retryReadOnLostConnection({ dispatch, logger }: { dispatch: Dispatch; logger: Pick<Logger, 'warn'> }): MiddlewareHandler {
  const retried = new WeakSet<Request>();
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    if (!isRead(request.method) || !c.error || retried.has(request) || !isLostConnection(c.error)) return;
    retried.add(request);
    logger.warn({ method: request.method, path: c.req.path }, 'read failed on a lost database connection; trying it once more');
    const response = await dispatch(request, c.env);
    // Unset first: Hono's setter would otherwise copy the failed response's headers onto it.
    c.res = undefined;
    c.res = response;
  };
}
