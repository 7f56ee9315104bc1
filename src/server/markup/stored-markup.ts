import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MARKUP_RENDERER_VERSION } from '../../core/markup';
import { problems } from '../db/schema';

/**
 * A problem's stored HTML (issue 13) when the current renderer made it, else null: the reader
 * then renders it through the markup cache, as every read did before.
 */
export function storedMarkup<TColumn extends PgColumn>(column: TColumn) {
  return sql<TColumn['_']['data'] | null>`case when ${problems.renderedVersion} = ${sql.raw(String(MARKUP_RENDERER_VERSION))} then ${column} end`.mapWith(column);
}
