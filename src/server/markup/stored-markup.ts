import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MARKUP_RENDERER_VERSION } from '../../core/markup';
import { questionStart } from '../db/question-start';
import { problems } from '../db/schema';

// The row's stored HTML was made by the renderer this process runs.
const renderedByCurrentRenderer = sql`${problems.renderedVersion} = ${sql.raw(String(MARKUP_RENDERER_VERSION))}`;

/**
 * A problem's stored HTML (issue 13) when the current renderer made it, else null: the reader
 * then renders it through the markup cache, as every read did before.
 */
export function storedMarkup<TColumn extends PgColumn>(column: TColumn) {
  return sql<TColumn['_']['data'] | null>`case when ${renderedByCurrentRenderer} then ${column} end`.mapWith(column);
}

// A list's card needs the question start only to render a preview no current one is stored for.
export const questionStartUnlessRendered = sql<string | null>`case when ${renderedByCurrentRenderer} then null else ${questionStart} end`;
