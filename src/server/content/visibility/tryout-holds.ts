import { sql, type SQL } from 'drizzle-orm';
import { problems } from '../../db/schema';
import { createError } from '../../http/app-error';

// core/tryout-state.ts's keepsProblemsOutOfPractice as SQL (decision 068): a tryout published and
// not finally scored keeps the problems it lists out of practice. One fragment for every query that
// reads a problem for practice, its check, its review or its figures (raw statements name the
// tables, as visibility.ts's fragments do). tryout-holds.test.ts checks it against the rule.
export const tryoutKeepsProblemsOutOfPractice = sql`(tryouts.published_at is not null and tryouts.final_version_id is null)`;

/** Whether a tryout keeps the problem whose internal id is `problemId` (a column or an expression) out of practice. */
export const isHeldByTryout = (problemId: SQL) =>
  sql<boolean>`exists (select 1 from tryout_section_problems held join tryouts on tryouts.id = held.tryout_id where held.problem_id = ${problemId} and ${tryoutKeepsProblemsOutOfPractice})`;

/** The same, for a statement on the problems table. */
export const problemHeldByTryout = isHeldByTryout(sql`${problems.id}`);

// The refusal of a check, a review or a review's answer of such a problem (the SPA says why).
export const problemInTryout = () =>
  createError({ code: 'practice.problem_in_tryout', status: 409, message: 'This problem is in a tryout that has not been finally scored; it returns to practice then' });
