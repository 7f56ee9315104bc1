import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import { createContentChanges, type ContentChanges } from './content-changes';

const JSON_OID = 114;
const JSONB_OID = 3802;

// A database that is down refuses connections at once; one that cannot be reached on the
// network gets this long (seconds) before the request fails with 503.
const CONNECT_TIMEOUT_SECONDS = 2;
// Seconds to wait before reconnecting after `failures` failed connects in a row. postgres.js's
// default grows to 20 s, and a request that needs that connection waits it out: during an
// outage requests hung, and after one they kept failing long after the database was back.
const reconnectDelay = (failures: number) => Math.min(0.02 * failures, 0.2);

/**
 * A URL may name a Unix socket directory as libpq does (`postgres://u:p@localhost:5432/db?host=/run/postgresql`);
 * postgres.js reads a socket only from its `path` option, and would send an unknown `host`
 * parameter to the server as a setting. The embedded cluster is reached this way (a write to a
 * Unix socket costs less than one to TCP on 127.0.0.1; bench/README.md).
 */
export function postgresTarget(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${host}/.s.PGSQL.${parsed.port || '5432'}` };
}

/** postgres.js on a URL, a `?host=/socket/directory` in it understood (postgresTarget). */
export function openPostgres(url: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}) {
  const target = postgresTarget(url);
  return postgres(target.url, target.path ? { ...options, path: target.path } : options);
}

/**
 * A drizzle statement made with `.prepare()` runs as `unsafe(text, params, { prepare: true })`,
 * and postgres.js sends a statement without parameters by the simple protocol, which Postgres
 * parses and plans anew every time: the admin lists' status counts and first pages spent 1-3 ms
 * of Postgres's time per request on it (issue 13, bench/README.md). Such a statement is one
 * statement, so it goes by the extended protocol, prepared once per connection like the rest.
 */
function keepPreparedStatementsPrepared(sql: postgres.Sql<Record<string, postgres.PostgresType>>) {
  // `simple` is postgres.js's own option (src/index.js), missing from its types.
  type Options = postgres.UnsafeQueryOptions & { simple?: boolean };
  const unsafe = sql.unsafe as (text: string, parameters?: unknown[], options?: Options) => ReturnType<typeof sql.unsafe>;
  sql.unsafe = ((text: string, parameters?: unknown[], options?: Options) =>
    unsafe(text, parameters, options?.prepare ? { simple: false, ...options } : options)) as typeof sql.unsafe;
}

// A statement that writes a content table (content-changes.ts), as drizzle and the app's raw SQL
// write them: what this process held in memory from those tables is dropped once it succeeds.
const CONTENT_WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:categories|topics|subtopics|problems)"?(?:[\s(;]|$)/i;
export const isContentWrite = (text: string) => CONTENT_WRITE.test(text);
// A statement that writes what the admin lists show beside content and users (migration 0011).
const ADMIN_LIST_WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:problem_reports|user_questions|item_stats_refreshes)"?(?:[\s(;]|$)/i;
export const isAdminListWrite = (text: string) => ADMIN_LIST_WRITE.test(text);
// A statement that may end a session or change what a guard reads of its user (migration 0010):
// sessions updated or deleted, users deleted, a truncate, or users updated with their role, email
// or id among what is set (the XP written with an attempt is not: it is a CTE, and sets none).
const SESSION_WRITE = /^\s*(?:update\s+"?sessions"?\s|delete\s+from\s+"?(?:sessions|users)"?[\s;]|truncate\s)/i;
const USERS_UPDATE = /^\s*update\s+"?users"?\s+set\s/i;
const GUARDED_USER_COLUMN = /(?:^|[\s,])"?(?:role|email|id)"?\s*=/i;

export function isSessionWrite(text: string): boolean {
  if (SESSION_WRITE.test(text)) return true;
  if (!USERS_UPDATE.test(text)) return false;
  const setClause = text.replace(USERS_UPDATE, ' ').split(/\swhere\s/i)[0]!;
  return GUARDED_USER_COLUMN.test(setClause);
}

type AnySql = postgres.Sql<Record<string, postgres.PostgresType>>;

export type WriteWatch = { matches: (text: string) => boolean; changed: () => void };

/**
 * Postgres announces a content change to every server (migration 0009), and a session change
 * (migration 0010), but its notification arrives on another connection, a moment after the
 * write's own answer: code that writes and then reads in this process (an admin's save, then the
 * learner page; a sign-out, then the old cookie; a test) must not read what was held before. So a
 * watched write made here calls its `changed` itself as soon as it has succeeded, or, inside a
 * transaction, once the transaction has committed.
 */
export function announceWrites(sql: AnySql, watches: WriteWatch[]) {
  const watch = (target: AnySql, onWrite: (watched: WriteWatch) => void) => {
    const unsafe = target.unsafe.bind(target);
    target.unsafe = ((text: string, parameters?: unknown[], options?: postgres.UnsafeQueryOptions) => {
      const query = unsafe(text, parameters as postgres.ParameterOrJSON<never>[], options);
      const matched = watches.filter((watched) => watched.matches(text));
      if (matched.length === 0) return query;
      // postgres.js runs a query when it is first awaited (and drizzle asks for .values() before
      // that), so the hook goes on its `then`, not on a promise made from it here.
      type Then = (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => Promise<unknown>;
      const then = query.then.bind(query) as Then;
      const watchedThen: Then = (onFulfilled, onRejected) =>
        then((value) => {
          for (const watched of matched) onWrite(watched);
          return onFulfilled ? onFulfilled(value) : value;
        }, onRejected);
      query.then = watchedThen as typeof query.then;
      return query;
    }) as typeof target.unsafe;
  };
  watch(sql, (watched) => watched.changed());
  const begin = sql.begin.bind(sql) as (...args: unknown[]) => Promise<unknown>;
  sql.begin = ((...args: unknown[]) => {
    const body = args.pop() as (tx: AnySql) => unknown;
    const wrote = new Set<WriteWatch>();
    // A savepoint (a drizzle transaction inside one, e.g. a create under its idempotency key)
    // is a fresh `sql` on the same connection: its writes count for the outer commit too.
    type ScopeSql = AnySql & { savepoint: (...savepointArgs: unknown[]) => Promise<unknown> };
    const watchScope = (scope: ScopeSql) => {
      watch(scope, (watched) => wrote.add(watched));
      const savepoint = scope.savepoint.bind(scope);
      scope.savepoint = (...savepointArgs: unknown[]) => {
        const inner = savepointArgs.pop() as (savepointSql: ScopeSql) => unknown;
        return savepoint(...savepointArgs, (savepointSql: ScopeSql) => {
          watchScope(savepointSql);
          return inner(savepointSql);
        });
      };
    };
    return begin(...args, (tx: ScopeSql) => {
      watchScope(tx);
      return body(tx);
    }).then((result) => {
      for (const watched of wrote) watched.changed();
      return result;
    });
  }) as typeof sql.begin;
}

export type DatabaseOptions = { maxConnections?: number };

export function createDatabase(url: string, { maxConnections = 10 }: DatabaseOptions = {}) {
  const sql = openPostgres(url, {
    max: maxConnections,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectDelay,
    onnotice: () => undefined,
    connection: { application_name: 'latihan-soal' },
  });
  // Drizzle parses json/jsonb columns itself; letting postgres.js parse them first would parse
  // twice and turn a stored answer "2" (a string) into the number 2.
  sql.options.parsers[JSON_OID] = (value: string) => value;
  sql.options.parsers[JSONB_OID] = (value: string) => value;
  keepPreparedStatementsPrepared(sql);
  // The connection that hears content changes, opened by the first server that asks for it.
  let changes: ContentChanges | undefined;
  announceWrites(sql, [
    { matches: isContentWrite, changed: () => changes?.changed() },
    { matches: isSessionWrite, changed: () => changes?.sessionsChanged() },
    { matches: isAdminListWrite, changed: () => changes?.adminListsChanged() },
  ]);
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return {
    db,
    sql,
    contentChanges: (): ContentChanges => (changes ??= createContentChanges((options) => openPostgres(url, options))),
    // Queries still running get a second to finish; then their connections are dropped.
    close: async () => {
      await changes?.close();
      await sql.end({ timeout: 1 });
    },
  };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type DatabaseHandle = ReturnType<typeof createDatabase>;
