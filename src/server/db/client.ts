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
  // The connection that hears content changes, opened by the first server that asks for it; the
  // code that writes through `db` tells it what changed (content-changes.ts).
  let changes: ContentChanges | undefined;
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
