import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems } from '../db/schema';

/** A problem's stored HTML and the renderer version that made it (issue 13), by public code. */
export async function storedMarkupOf(db: Database, problemCode: string) {
  const [row] = await db
    .select({
      questionHtml: problems.questionHtml,
      optionsHtml: problems.optionsHtml,
      previewHtml: problems.previewHtml,
      solutionHtml: problems.solutionHtml,
      hintsHtml: problems.hintsHtml,
      renderedVersion: problems.renderedVersion,
    })
    .from(problems)
    .where(eq(problems.problemId, problemCode));
  if (!row) throw new Error(`problem ${problemCode} not found`);
  return row;
}
