import { and, asc, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { MARKUP_RENDERER_VERSION } from '../../core/markup';
import type { Database } from '../db/client';
import { problems } from '../db/schema';
import type { TProblemMarkup } from './problem-markup';

export type TStaleProblem = Pick<typeof problems.$inferSelect, 'id' | 'problemId' | 'questionText' | 'options' | 'solutionText' | 'hints'> & {
  /** The linked theories' contents in the order practice numbers them ([teori_1]...). */
  theoryContents: string[];
};

export type TRenderedProblem = { id: number; markup: TProblemMarkup };

export function createProblemRenderingRepository({ db }: { db: Database }) {
  return {
    // One statement at start-up: HTML made by another renderer version is rendered again.
    markOtherVersionsStale: async () => {
      await db.update(problems).set({ renderedVersion: null }).where(ne(problems.renderedVersion, MARKUP_RENDERER_VERSION));
    },

    /**
     * Locks up to `size` stale problems after `afterId` (skipping rows another instance or an admin
     * save holds), renders them with `render` and stores the HTML, in one transaction. Returns the
     * last id looked at and how many were stored, or null when no stale problem is left after afterId.
     */
    renderBatch: (afterId: number, size: number, render: (stale: TStaleProblem[]) => TRenderedProblem[]) =>
      db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: problems.id })
          .from(problems)
          .where(and(isNull(problems.renderedVersion), gt(problems.id, afterId)))
          .orderBy(asc(problems.id))
          .limit(size)
          .for('update', { skipLocked: true });
        if (locked.length === 0) return null;
        const ids = locked.map((row) => row.id);
        // Read in a statement of its own, after the lock: a theory edit committed before it is
        // seen here, and one still running waits for this commit before marking the rows stale again.
        const stale = await tx
          .select({
            id: problems.id,
            problemId: problems.problemId,
            questionText: problems.questionText,
            options: problems.options,
            solutionText: problems.solutionText,
            hints: problems.hints,
            // Named in full: Drizzle leaves the table off columns of a one-table select.
            theoryContents: sql<string[]>`coalesce((
              select array_agg(t.content order by pt.sort_order, t.id)
              from problem_theories pt join theories t on t.id = pt.theory_id
              where pt.problem_id = problems.id), '{}')`,
          })
          .from(problems)
          .where(inArray(problems.id, ids));
        const rendered = render(stale);
        if (rendered.length > 0) {
          const rows = rendered.map(
            ({ id, markup }) =>
              sql`(${id}::int, ${markup.questionHtml}::text, ${JSON.stringify(markup.optionsHtml)}::jsonb, ${markup.previewHtml}::text, ${markup.solutionHtml}::text, ${JSON.stringify(markup.hintsHtml)}::jsonb, ${markup.renderedVersion}::int)`,
          );
          await tx.execute(sql`
            update problems set question_html = v.question_html, options_html = v.options_html, preview_html = v.preview_html,
              solution_html = v.solution_html, hints_html = v.hints_html, rendered_version = v.rendered_version
            from (values ${sql.join(rows, sql`, `)}) as v(id, question_html, options_html, preview_html, solution_html, hints_html, rendered_version)
            where problems.id = v.id`);
        }
        return { lastId: ids.at(-1)!, stored: rendered.length };
      }),
  };
}
