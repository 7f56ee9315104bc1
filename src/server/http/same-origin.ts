import type { MiddlewareHandler } from 'hono';
import { createError } from './app-error';
import type { AppEnv } from './context';
import { hostnameOf, isKnownHost, type KnownHosts } from './known-hosts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SameOriginPolicy = {
  /** PUBLIC_URL (when set) and TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /**
   * Set when PUBLIC_URL is unset: the app serves the addresses that are its own (http/known-hosts.ts),
   * so a request whose Origin is the very scheme and host it was sent to is accepted too, at those.
   */
  knownHosts?: KnownHosts;
};

/** The origin the request was sent to: its scheme and its Host header (as the URL was built from them). */
function requestOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// Every state-changing API request must come from one of our origins (CSRF defence that does
// not depend on cookies being present).
export function requireSameOrigin({ trustedOrigins, knownHosts }: SameOriginPolicy): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  const isOwnSameOrigin = (origin: string, url: string) =>
    knownHosts !== undefined && origin === requestOrigin(url) && isKnownHost(knownHosts, hostnameOf(url));
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const accepted = origin !== undefined && (allowed.has(origin) || isOwnSameOrigin(origin, c.req.url));
      if (!accepted) {
        throw createError({ code: 'request.cross_origin', status: 403, message: 'Cross-origin request refused' });
      }
    }
    await next();
  };
}
