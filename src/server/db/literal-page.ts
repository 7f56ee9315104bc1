import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PageRequest } from '../http/pagination';

/**
 * A page's LIMIT and OFFSET written into the statement's text, for the prepared lists that
 * Postgres would otherwise plan anew on every execution. With both as parameters it never
 * settles on a generic plan for them: it costs a generic plan for an unknown limit (a tenth of
 * the table) against a custom one for 51 rows, and keeps planning each request (about 1 ms for
 * a five-table join, more than running it; bench/plan-cache-probe.ts, issue 13). With both in
 * the text, one statement per page size and page is planned once per connection; the first
 * page, which admins open almost always, is one statement.
 *
 * Typed as drizzle's limit()/offset() take numbers: the values are validated integers, never
 * text from a request.
 */
export function literalPage(page: Pick<PageRequest, 'limit' | 'offset'>): { limit: number; offset: number; key: string } {
  for (const value of [page.limit, page.offset]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a page bound: ${String(value)}`);
  }
  return {
    limit: sql.raw(String(page.limit)) as unknown as number,
    offset: sql.raw(String(page.offset)) as unknown as number,
    key: `${page.limit}:${page.offset}`,
  };
}

// Statements a list keeps prepared (filters x pages): the first pages of each filter, with room.
export const MAX_PREPARED_PAGES = 64;

export type LiteralPage = ReturnType<typeof literalPage>;

/**
 * The pages of a list shown whole or in one status (the admin reports and Tanya Soal lists), each
 * prepared once: the status a parameter, the page in the text. Call the result's statement with
 * `{ status }`.
 */
export function pagesByStatus<T extends object>(prepare: (inOneStatus: boolean, page: LiteralPage) => T) {
  const prepared = preparedStatementCache<T>(MAX_PREPARED_PAGES);
  return (status: string | undefined, page: Pick<PageRequest, 'limit' | 'offset'>): T => {
    const literal = literalPage(page);
    return prepared(`${status === undefined ? 'all' : 'one'}:${literal.key}`, () => prepare(status !== undefined, literal));
  };
}

/** Prepared statements by key, the least recently used dropped past `max` (it is prepared again if asked for). */
export function preparedStatementCache<T extends object>(max: number) {
  const statements = new LRUCache<string, T>({ max });
  return (key: string, prepare: () => T): T => {
    let statement = statements.get(key);
    if (statement === undefined) {
      statement = prepare();
      statements.set(key, statement);
    }
    return statement;
  };
}
