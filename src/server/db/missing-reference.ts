import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type DriverError = { code?: unknown; constraint_name?: unknown; cause?: unknown };

/**
 * True when a write failed on a foreign key into `referenced` (SQLSTATE 23503): the row it points
 * at was deleted by another request meanwhile. Nothing was written; the caller answers with that
 * resource's not-found error. Drizzle wraps the driver's error in `cause`; the constraint is named
 * as drizzle-kit names foreign keys, <table>_<column>_<referenced table>_<column>_fk.
 */
export function isMissingReference(error: unknown, referenced: PgTable): boolean {
  const suffix = `_${getTableName(referenced)}_id_fk`;
  for (let link = error as DriverError | undefined, depth = 0; link && depth < 5; link = link.cause as DriverError | undefined, depth += 1) {
    if (link.code === '23503') return typeof link.constraint_name === 'string' && link.constraint_name.endsWith(suffix);
  }
  return false;
}
