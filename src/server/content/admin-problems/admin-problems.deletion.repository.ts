import { sql, type SQL } from 'drizzle-orm';
import { problems, problemTheories, userProgress } from '../../db/schema';
import type { Writer } from '../../db/unique-code';
import { beforeProblemsChange } from '../../learning';

// A set of problems named by a subquery of their internal ids (`select id from problems ...`):
// one problem by its code, a bulk selection by codes, or every problem a list filter matches.
export type ProblemIds = SQL;

export const problemIdsByCodes = (codes: string[]): ProblemIds =>
  sql`select ${problems.id} from ${problems} where ${problems.problemId} in ${codes}`;

/**
 * What deleting the problems takes with it, as the confirmation shows it: the learners whose
 * progress goes and the theories they link (the links go, the theories stay).
 */
export async function deletionImpact(writer: Writer, ids: ProblemIds) {
  const [row] = await writer.execute<{ problems: number; learners: number; theories: number }>(sql`
    select
      (select count(*) from ${problems} where ${problems.id} in (${ids}))::int as problems,
      (select count(distinct ${userProgress.userId}) from ${userProgress} where ${userProgress.problemId} in (${ids}))::int as learners,
      (select count(distinct ${problemTheories.theoryId}) from ${problemTheories} where ${problemTheories.problemId} in (${ids}))::int as theories`);
  return { problems: Number(row!.problems), learners: Number(row!.learners), theories: Number(row!.theories) };
}

/**
 * Locks the problems for the rest of the transaction and counts them. Whatever would start using
 * one of them (an assignment, a tryout, a moderation) then waits, as its foreign key check needs
 * the row, and fails once it is deleted (refuseContentInUse).
 */
export async function lockProblems(writer: Writer, ids: ProblemIds): Promise<number> {
  const [row] = await writer.execute<{ locked: number }>(
    sql`select count(*)::int as locked from (select ${problems.id} from ${problems} where ${problems.id} in (${ids}) for update) locked_problems`,
  );
  return Number(row!.locked);
}

// Progress, attempts, bookmarks, reports and theory links go with them (ON DELETE CASCADE).
export async function deleteProblems(writer: Writer, ids: ProblemIds): Promise<string[]> {
  await beforeProblemsChange(writer, ids, { deleted: true });
  const deleted = await writer.execute<{ problem_id: string }>(sql`delete from ${problems} where ${problems.id} in (${ids}) returning ${problems.problemId}`);
  return deleted.map((row) => row.problem_id);
}
