import type { MiddlewareHandler } from 'hono';
import { createError } from './app-error';
import type { AppEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Every state-changing API request must come from one of our origins (CSRF defence that does
// not depend on cookies being present).
export function requireSameOrigin(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin || !allowed.has(origin)) {
        throw createError({ code: 'request.cross_origin', status: 403, message: 'Cross-origin request refused' });
      }
    }
    await next();
  };
}
