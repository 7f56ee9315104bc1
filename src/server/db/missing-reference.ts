import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { chainOf } from './error-chain';

/**
 * True when a write failed on a foreign key into `referenced` (SQLSTATE 23503): the row it points
 * at was deleted by another request meanwhile. Nothing was written; the caller answers with that
 * resource's not-found error. Drizzle wraps the driver's error in `cause`; the constraint is named
 * as drizzle-kit names foreign keys, <table>_<column>_<referenced table>_<column>_fk.
 */
export function isMissingReference(error: unknown, referenced: PgTable): boolean {
  const suffix = `_${getTableName(referenced)}_id_fk`;
  const violation = chainOf(error).find((link) => link.code === '23503');
  return typeof violation?.constraint_name === 'string' && violation.constraint_name.endsWith(suffix);
}
