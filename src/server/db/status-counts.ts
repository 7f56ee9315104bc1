import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** How many rows of an admin list each status holds, counted when asked: an index-only scan of the list's status index. */
export function prepareStatusCounts<TStatus extends string>(db: Database, name: string, table: PgTable, status: AnyPgColumn<{ data: TStatus }>) {
  return db
    .select({ status: sql<TStatus>`${status}`, count: sql<number>`count(*)::int` })
    .from(table)
    .groupBy(status)
    .prepare(name);
}
