import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isCommonPassword } from '../../../core/password-policy';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth';
import type { FixedWindowLimiter } from '../../http/fixed-window-limiter';
import { createError } from '../../http/app-error';
import type { BodyLimits } from '../../http/body-limits';
import { jsonOf } from '../../http/validation';
import type { AppEnv } from '../../http/context';

const ZEmail = z.email().max(254);
const ZCallbackUrl = z.string().max(500).regex(/^\/math\//).optional();

// Strict: unknown fields (role, xpTotal, ...) are refused before better-auth sees the body.
const ZSignUpBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  name: z.string().max(200).default(''),
  callbackURL: ZCallbackUrl,
});
const ZSignInBody = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(1000),
  rememberMe: z.boolean().optional(),
  callbackURL: ZCallbackUrl,
});
const ZSendVerificationBody = z.strictObject({ email: z.string().max(254), callbackURL: ZCallbackUrl });
const ZChangePasswordBody = z.strictObject({
  currentPassword: z.string().max(1000),
  newPassword: z.string().max(1000),
  revokeOtherSessions: z.boolean().optional(),
});

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

type Deps = {
  auth: Auth;
  limits: BodyLimits;
  accountLimiter: FixedWindowLimiter;
  trustProxy: boolean;
};

export function authRoutes({ auth, accountLimiter, trustProxy, limits }: Deps) {
  // `checks` come from the body the validator already parsed (Hono caches the text, so
  // better-auth gets the same bytes).
  const forward = async (c: Context<AppEnv>, checks: { email?: string; newPassword?: string; isSignIn?: boolean } = {}) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    const hasBody = c.req.method !== 'GET';
    const request = new Request(c.req.url, { method: c.req.method, headers, body: hasBody ? await c.req.text() : undefined });

    const { email, newPassword } = checks;
    if (email !== undefined && !ZEmail.safeParse(email).success) {
      throw createError({ code: 'auth.invalid_email', status: 400, message: 'Invalid email address' });
    }
    if (newPassword !== undefined && isCommonPassword(newPassword)) {
      throw createError({ code: 'auth.password_too_common', status: 400, message: 'Password is too common' });
    }

    const signInEmail = checks.isSignIn ? email?.trim().toLowerCase() : undefined;
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
  };
  // Only these better-auth endpoints are reachable; everything else it ships answers 404.
  return new Hono<AppEnv>()
    .post('/sign-up/email', limits.json, jsonOf(ZSignUpBody), (c) => {
      const { email, password } = c.req.valid('json');
      return forward(c, { email, newPassword: password });
    })
    .post('/sign-in/email', limits.json, jsonOf(ZSignInBody), (c) => forward(c, { email: c.req.valid('json').email, isSignIn: true }))
    .post('/sign-out', limits.json, (c) => forward(c))
    .get('/get-session', (c) => forward(c))
    .get('/verify-email', (c) => forward(c))
    .post('/send-verification-email', limits.json, jsonOf(ZSendVerificationBody), (c) => forward(c, { email: c.req.valid('json').email }))
    .post('/change-password', limits.json, jsonOf(ZChangePasswordBody), (c) => forward(c, { newPassword: c.req.valid('json').newPassword }));
}
