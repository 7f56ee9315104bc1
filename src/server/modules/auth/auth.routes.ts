import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { isCommonPassword } from '../../../core/password-policy';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth';
import type { createAccountRateLimiter } from '../../auth/account-rate-limit';
import { createError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';

// Only these better-auth endpoints are reachable; everything else it ships answers 404.
const ALLOWED = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /change-password',
]);

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

function toSnakeCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

// better-auth answers errors as { code, message }; turn them into our one error shape.
async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // not JSON: keep the defaults below
  }
  const code =
    response.status === 429
      ? 'request.rate_limited'
      : `auth.${typeof parsed.code === 'string' ? toSnakeCode(parsed.code) : 'failed'}`;
  const message = typeof parsed.message === 'string' ? parsed.message : response.statusText || 'Request failed';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}

async function readBodyField(request: Request, field: string): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as Record<string, unknown>;
    const value = body?.[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

type Deps = {
  auth: Auth;
  accountLimiter: ReturnType<typeof createAccountRateLimiter>;
  trustProxy: boolean;
};

export function authRoutes({ auth, accountLimiter, trustProxy }: Deps) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const subPath = c.req.path.replace(/^\/math\/api\/auth/, '') || '/';
    if (!ALLOWED.has(`${c.req.method} ${subPath}`)) {
      throw createError({ code: 'request.not_found', status: 404, message: 'Route not found' });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const request = new Request(c.req.raw, { headers });

    const newPassword =
      subPath === '/sign-up/email'
        ? await readBodyField(request, 'password')
        : subPath === '/change-password'
          ? await readBodyField(request, 'newPassword')
          : undefined;
    if (newPassword !== undefined && isCommonPassword(newPassword)) {
      throw createError({ code: 'auth.password_too_common', status: 400, message: 'Password is too common' });
    }

    const signInEmail = subPath === '/sign-in/email' ? await readBodyField(request, 'email') : undefined;
    if (signInEmail !== undefined) {
      const { allowed, retryAfterSeconds } = await accountLimiter.consume(signInEmail);
      if (!allowed) {
        c.header('Retry-After', String(retryAfterSeconds));
        throw createError({ code: 'request.rate_limited', status: 429, message: 'Too many sign-in attempts for this account' });
      }
    }

    const response = await reshapeError(await auth.handler(request));
    if (signInEmail !== undefined && response.ok) await accountLimiter.reset(signInEmail);
    return response;
  });
}
