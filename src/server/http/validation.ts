import type { Context } from 'hono';
import { z } from 'zod';
import { commonErrors } from './app-error';

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code }));
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw commonErrors.validation(issuesOf(result.error));
  return result.data;
}

// Reads a JSON body strictly: wrong content type -> 415, broken JSON -> 400, schema mismatch -> 400.
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) throw commonErrors.unsupportedMediaType();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw commonErrors.malformedJson();
  }
  return parseWith(schema, body);
}

export function readParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.param());
}

export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query());
}
