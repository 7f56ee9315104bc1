import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { listStatusCounts } from './schema';

/** How many rows of a list each status holds, as triggers keep them (migration 0008): nothing is counted per request. */
export function prepareStatusCounts(db: Database, list: 'problem_reports' | 'user_questions') {
  return db
    .select({ status: listStatusCounts.status, count: listStatusCounts.rows })
    .from(listStatusCounts)
    .where(eq(listStatusCounts.list, list))
    .prepare(`${list}_status_counts`);
}
