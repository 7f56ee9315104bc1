import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems } from '../db/schema';
import { createError } from '../http/app-error';
import { isProblemVisible, joinProblemPath } from './visibility';

export const problemNotFound = () => createError({ code: 'practice.problem_not_found', status: 404, message: 'Problem not found' });

// A problem a learner may act on (bookmark, report), by its public code; 404 otherwise.
export function createVisibleProblemLookup(db: Database) {
  const query = joinProblemPath(db.select({ id: problems.id }).from(problems).$dynamic())
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemVisible))
    .prepare('visible_problem_id');
  return async (problemCode: string) => {
    const [row] = await query.execute({ problemId: problemCode });
    if (!row) throw problemNotFound();
    return row;
  };
}

export type VisibleProblemLookup = ReturnType<typeof createVisibleProblemLookup>;
