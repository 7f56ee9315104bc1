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

// Text Postgres cannot store or compare (NUL) or that is not valid Unicode (a lone surrogate
// half, which would be saved as U+FFFD): refused here, once, for every JSON body, path
// parameter and query string.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Deeper than any payload of ours; a megabyte of `[[[[` would otherwise overflow the stack of
// whoever walks it next (this check, zod, grading).
const MAX_JSON_DEPTH = 32;

type TextProblem = { path: string[]; message: 'invalid_characters' | 'too_deeply_nested' };

// Iterative, so a deeply nested body cannot exhaust the stack here.
function textProblemOf(root: unknown): TextProblem | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return { path, message: 'invalid_characters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_JSON_DEPTH) return { path, message: 'too_deeply_nested' };
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE_TEXT.test(key)) return { path: [...path, key], message: 'invalid_characters' };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function refuseUnstorableText(value: unknown) {
  const problem = textProblemOf(value);
  if (problem) throw commonErrors.validation([{ path: problem.path.join('.'), message: problem.message, code: problem.message }]);
}

export const paramsOf = <T extends z.ZodType>(schema: T) =>
  validator('param', (value) => {
    refuseUnstorableText(value);
    return parseWith(schema, value);
  }) as MiddlewareHandler<Env, string, Validated<'param', T, TextInput<T>>>;

export const queryOf = <T extends z.ZodType>(schema: T) =>
  validator('query', (value) => {
    refuseUnstorableText(value);
    return parseWith(schema, value);
  }) as MiddlewareHandler<Env, string, Validated<'query', T, QueryInput<T>>>;

// Strict JSON body: wrong content type -> 415, broken JSON, unstorable text or deep nesting -> 400,
// schema mismatch -> 400.
export function jsonOf<T extends z.ZodType>(schema: T): MiddlewareHandler<Env, string, Validated<'json', T>> {
  return async (c, next) => {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw commonErrors.unsupportedMediaType();
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw commonErrors.malformedJson();
    }
    refuseUnstorableText(body);
    c.req.addValidatedData('json', parseWith(schema, body) as object);
    await next();
  };
}
