import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Writer } from '../../db/unique-code';
import { problems } from '../../db/schema';
import { createError } from '../../http/app-error';
import { isProblemVisible, joinProblemPath } from './visibility';

export const problemNotFound = () => createError({ code: 'practice.problem_not_found', status: 404, message: 'Problem not found' });

// A problem a learner may act on (bookmark, report), by its public code; 404 otherwise. `on`: a
// transaction the caller holds, read on its own connection (not prepared: reports are rare), so
// no request holds one connection while it waits on the pool for another (decision 065).
export function createVisibleProblemLookup(db: Database) {
  const select = (on: Writer) => joinProblemPath(on.select({ id: problems.id }).from(problems).$dynamic());
  const query = select(db)
    .where(and(eq(problems.problemId, sql.placeholder('problemId')), isProblemVisible))
    .prepare('visible_problem_id');
  return async (problemCode: string, on?: Writer) => {
    const [row] = on && on !== db ? await select(on).where(and(eq(problems.problemId, problemCode), isProblemVisible)) : await query.execute({ problemId: problemCode });
    if (!row) throw problemNotFound();
    return row;
  };
}

export type VisibleProblemLookup = ReturnType<typeof createVisibleProblemLookup>;
