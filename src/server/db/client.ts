import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

const JSON_OID = 114;
const JSONB_OID = 3802;

// A database that is down refuses connections at once; one that cannot be reached on the
// network gets this long (seconds) before the request fails with 503.
const CONNECT_TIMEOUT_SECONDS = 2;
// Seconds to wait before reconnecting after `failures` failed connects in a row. postgres.js's
// default grows to 20 s, and a request that needs that connection waits it out: during an
// outage requests hung, and after one they kept failing long after the database was back.
const reconnectDelay = (failures: number) => Math.min(0.02 * failures, 0.2);

export type DatabaseOptions = { maxConnections?: number };

export function createDatabase(url: string, { maxConnections = 10 }: DatabaseOptions = {}) {
  const sql = postgres(url, {
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
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  // Queries still running get a second to finish; then their connections are dropped.
  return { db, sql, close: () => sql.end({ timeout: 1 }) };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type DatabaseHandle = ReturnType<typeof createDatabase>;
