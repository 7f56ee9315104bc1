import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type DatabaseOptions = { maxConnections?: number };

export function createDatabase(url: string, { maxConnections = 10 }: DatabaseOptions = {}) {
  const sql = postgres(url, {
    max: maxConnections,
    onnotice: () => undefined,
    connection: { application_name: 'latihan-soal' },
  });
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof createDatabase>['db'];
export type DatabaseHandle = ReturnType<typeof createDatabase>;
