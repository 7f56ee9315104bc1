import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

const JSON_OID = 114;
const JSONB_OID = 3802;

export type DatabaseOptions = { maxConnections?: number };

export function createDatabase(url: string, { maxConnections = 10 }: DatabaseOptions = {}) {
  const sql = postgres(url, {
    max: maxConnections,
    onnotice: () => undefined,
    connection: { application_name: 'latihan-soal' },
  });
  // Drizzle parses json/jsonb columns itself; letting postgres.js parse them first would parse
  // twice and turn a stored answer "2" (a string) into the number 2.
  sql.options.parsers[JSON_OID] = (value: string) => value;
  sql.options.parsers[JSONB_OID] = (value: string) => value;
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type DatabaseHandle = ReturnType<typeof createDatabase>;
