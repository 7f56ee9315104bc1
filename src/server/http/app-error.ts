import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly details: unknown;

  constructor({ code, status, message, details }: { code: string; status: ContentfulStatusCode; message: string; details?: unknown }) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

// One factory per module: createError({ code: 'practice.problem_not_found', status: 404, message })
export function createError(init: { code: string; status: ContentfulStatusCode; message: string; details?: unknown }) {
  return new AppError(init);
}

export const commonErrors = {
  notFound: () => createError({ code: 'request.not_found', status: 404, message: 'Route not found' }),
  malformedJson: () => createError({ code: 'request.malformed_json', status: 400, message: 'Request body is not valid JSON' }),
  unsupportedMediaType: () =>
    createError({ code: 'request.unsupported_media_type', status: 415, message: 'Expected application/json' }),
  bodyTooLarge: () => createError({ code: 'request.body_too_large', status: 413, message: 'Request body is too large' }),
  validation: (details: unknown) =>
    createError({ code: 'request.validation_failed', status: 400, message: 'Request is not valid', details }),
  unauthenticated: () => createError({ code: 'auth.unauthenticated', status: 401, message: 'Sign in first' }),
  sessionExpired: () =>
    createError({ code: 'auth.session_expired', status: 401, message: 'The session has expired or was signed out; sign in again' }),
  forbidden: () => createError({ code: 'auth.forbidden', status: 403, message: 'Not allowed for this role' }),
};
