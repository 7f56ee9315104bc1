import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../core/errors';
import { AppError } from './app-error';
import type { AppEnv } from './context';

function body(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(body(error.code, error.message, error.details), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? 'request.body_too_large' : status === 401 ? 'auth.unauthenticated' : 'request.failed';
    return c.json(body(code, error.message || 'Request failed'), status);
  }
  c.get('logger').error({ err: error, reqId: c.get('requestId') }, 'unexpected error');
  return c.json(body('server.internal_error', 'Terjadi kesalahan pada server'), 500);
}
