import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../core/errors';
import { chainOf, type ErrorLink } from '../db/error-chain';
import { StorageUnavailableError } from '../storage/storage';
import { AppError } from './app-error';
import type { AppEnv } from './context';

export const DATABASE_UNAVAILABLE = { code: 'server.database_unavailable', message: 'The database is unreachable; try again shortly' };
// Said as the learner or admin reads it: the upload form shows it as it is.
export const STORAGE_UNAVAILABLE = {
  code: 'server.storage_unavailable',
  message: 'Penyimpanan gambar sedang tidak dapat dihubungi. Coba unggah lagi sebentar lagi.',
};

// postgres.js's own codes for a connection that closed, ended, or could not be opened in time.
const DRIVER_CONNECTION_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
// Socket errors: they mean the database only when the driver raised them (see isFromDriver).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is "connection exception".
const SERVER_GOING_AWAY_STATES = new Set(['57P01', '57P02', '57P03']);

// SQLSTATE deadlock_detected and serialization_failure: two writes met (e.g. two admins editing
// theories that share problems); nothing was written, and sending it again works. Also
// foreign_key_violation where no module turned it into its own not-found error: a row the write
// pointed at was deleted at the same moment, and nothing was written either.
const WRITE_CONFLICT_STATES = new Set(['40P01', '40001', '23503']);


// postgres.js attaches the failed statement to the errors it rejects a query with, and Drizzle
// wraps them in a DrizzleQueryError that carries it too; a socket error from storage or mail does not.
function isFromDriver(links: ErrorLink[]): boolean {
  return links.some((link) => 'query' in link);
}

/**
 * True when the error (or one it wraps: Drizzle puts the driver's error in `cause`) says the
 * database could not be reached or went away mid-request, as during a restart or failover.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const links = chainOf(error);
  return links.some(({ code }) => {
    if (typeof code !== 'string') return false;
    if (DRIVER_CONNECTION_CODES.has(code) || SERVER_GOING_AWAY_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    return SOCKET_CODES.has(code) && isFromDriver(links);
  });
}

// A pooled connection that died under a query while the database itself is up: its backend
// terminated (pg_terminate_backend, a pooler or failover recycling it) or its socket reset.
const LOST_CONNECTION_CODES = new Set(['CONNECTION_CLOSED', '57P01', '57P02', '57P03']);
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** True when the error says the query's connection went away, so the same read on another may work. */
export function isLostConnection(error: unknown): boolean {
  const links = chainOf(error);
  return links.some(({ code }) => typeof code === 'string' && (LOST_CONNECTION_CODES.has(code) || (LOST_SOCKET_CODES.has(code) && isFromDriver(links))));
}

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
  if (isDatabaseUnavailable(error)) {
    // Expected during a database restart: one short line per request, no stack.
    const cause = chainOf(error).find((link) => typeof link.code === 'string');
    c.get('logger').warn({ reqId: c.get('requestId'), dbError: cause?.code }, 'database unavailable');
    c.header('Retry-After', '5');
    return c.json(body(DATABASE_UNAVAILABLE.code, DATABASE_UNAVAILABLE.message), 503);
  }
  const storageFailure = chainOf(error).find((link): link is StorageUnavailableError => link instanceof StorageUnavailableError);
  if (storageFailure) {
    // Nothing was stored, nor its row (written in one transaction): sending it again works.
    c.get('logger').warn({ reqId: c.get('requestId'), err: storageFailure.cause }, 'object storage unavailable');
    c.header('Retry-After', '5');
    return c.json(body(STORAGE_UNAVAILABLE.code, STORAGE_UNAVAILABLE.message), 503);
  }
  if (chainOf(error).some(({ code }) => typeof code === 'string' && WRITE_CONFLICT_STATES.has(code))) {
    c.get('logger').warn({ reqId: c.get('requestId') }, 'write conflict');
    return c.json(body('server.write_conflict', 'Another change was made at the same moment; send it again'), 409);
  }
  c.get('logger').error({ err: error, reqId: c.get('requestId') }, 'unexpected error');
  return c.json(body('server.internal_error', 'Terjadi kesalahan pada server'), 500);
}
