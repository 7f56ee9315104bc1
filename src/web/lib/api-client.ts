import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { ApiType } from '../../server/app';
import { isApiErrorBody } from '../../core/errors';

const API_BASE = `${import.meta.env.BASE_URL}api`;
const DEFAULT_TIMEOUT_MS = 10_000;
// A phone photo over a slow mobile link takes far longer than a JSON call.
const UPLOAD_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ status, code, message, details }: { status: number; code: string; message: string; details?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type ApiCallOptions = {
  /** Cancellation from the caller (React Query passes one). */
  signal?: AbortSignal;
  /** Defaults to 10 s; an upload asks for 60 s. */
  timeoutMs?: number;
};

export const UPLOAD_TIMEOUT = { timeoutMs: UPLOAD_TIMEOUT_MS };

// The typed client: request and response types come from the server's routes (ApiType), so a
// changed shape fails the typecheck. Only types are imported from the server.
export const api = hc<ApiType>(API_BASE, { headers: { Accept: 'application/json' } });

/** Path parameters for the typed client, each encoded (the client inserts them verbatim). */
export function pathParams<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)])) as T;
}

function codeForStatus(status: number): string {
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'request.not_found';
  if (status === 413) return 'request.body_too_large';
  if (status === 429) return 'request.rate_limited';
  // A 503 without our JSON body comes from a proxy whose health checks see the database down.
  if (status === 503) return 'server.database_unavailable';
  if (status >= 500) return 'server.internal_error';
  return 'request.failed';
}

function networkError(cause: unknown): ApiError {
  const isTimeout = cause instanceof DOMException && cause.name === 'AbortError';
  return new ApiError({
    status: 0,
    code: 'network.failed',
    message: isTimeout ? 'Request timed out' : 'Network request failed',
  });
}

type Send<T> = (options: ClientRequestOptions) => Promise<ClientResponse<T>>;

/**
 * The only way the SPA calls its own API. Every failure (network, timeout, HTTP status,
 * unreadable body) comes out as an ApiError, so callers only map codes.
 */
export async function callApi<T>(send: Send<T>, options: ApiCallOptions = {}): Promise<T> {
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortFromCaller();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  // The timer also covers reading the body, not just the response headers.
  const timer = setTimeout(() => controller.abort(), timeoutMs);

  try {
    let response: ClientResponse<T>;
    let text: string;
    try {
      response = await send({ init: { credentials: 'same-origin', signal: controller.signal } });
      text = await response.text();
    } catch (error) {
      // A cancellation the caller asked for is not a failure to report.
      if (signal?.aborted) throw error;
      throw networkError(error);
    }

    let data: unknown;
    let isJson = true;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      isJson = false;
    }

    if (!response.ok) {
      if (isJson && isApiErrorBody(data)) {
        throw new ApiError({ status: response.status, ...data.error });
      }
      throw new ApiError({
        status: response.status,
        code: codeForStatus(response.status),
        message: response.statusText || `HTTP ${response.status}`,
      });
    }
    if (!isJson) {
      throw new ApiError({ status: response.status, code: 'response.invalid', message: 'Response is not JSON' });
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

