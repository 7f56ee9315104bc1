import type { Env, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { commonErrors } from './app-error';

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code }));
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw commonErrors.validation(issuesOf(result.error));
  return result.data;
}

type Validated<Target extends string, T extends z.ZodType, In = z.input<T>> = {
  in: { [K in Target]: In };
  out: { [K in Target]: z.output<T> };
};

// Hono validators fed by the shared zod schemas: handlers read c.req.valid(...), and the typed
// client (hc) learns each route's input from them.
// Path and query values arrive as text; the schema coerces them.
type TextInput<T extends z.ZodType> = { [K in keyof z.input<T>]: string };
type QueryInput<T extends z.ZodType> = { [K in keyof z.input<T>]?: string | string[] };

export const paramsOf = <T extends z.ZodType>(schema: T) =>
  validator('param', (value) => parseWith(schema, value)) as MiddlewareHandler<Env, string, Validated<'param', T, TextInput<T>>>;

export const queryOf = <T extends z.ZodType>(schema: T) =>
  validator('query', (value) => parseWith(schema, value)) as MiddlewareHandler<Env, string, Validated<'query', T, QueryInput<T>>>;

// Text Postgres cannot store (NUL) or that is not valid Unicode (a lone surrogate half, which
// would be saved as U+FFFD): refused here, once, for every JSON body.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableTextPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return [...path, key];
    const found = unstorableTextPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

// Strict JSON body: wrong content type -> 415, broken JSON or unstorable text -> 400, schema mismatch -> 400.
export function jsonOf<T extends z.ZodType>(schema: T): MiddlewareHandler<Env, string, Validated<'json', T>> {
  return async (c, next) => {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw commonErrors.unsupportedMediaType();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw commonErrors.malformedJson();
    }
    const badPath = unstorableTextPath(body);
    if (badPath) throw commonErrors.validation([{ path: badPath.join('.'), message: 'invalid_characters', code: 'invalid_characters' }]);
    c.req.addValidatedData('json', parseWith(schema, body) as object);
    await next();
  };
}
