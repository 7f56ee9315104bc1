import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Files to delete from storage (disk or S3), written in the transaction that made them garbage
// (an account deleted with its photos) and removed once storage has deleted them, so a storage
// outage or a crash in between leaves a record to retry, never an orphaned file
// (src/server/storage/storage-deletions.ts).
export const storageDeletions = pgTable('storage_deletions', {
  key: text('key').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
