import { sql, type SQL } from 'drizzle-orm';
import { DELETED_PROBLEM_NOTE } from '../../../core/question-status';
import { problems, problemTheories, userProgress, userQuestions } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

// A set of problems named by a subquery of their internal ids (`select id from problems ...`):
// one problem by its code, a bulk selection by codes, or every problem a list filter matches.
export type ProblemIds = SQL;

export const problemIdsByCodes = (codes: string[]): ProblemIds =>
  sql`select ${problems.id} from ${problems} where ${problems.problemId} in ${codes}`;

/**
 * What deleting the problems takes with it, as the confirmation shows it: the learners whose
 * progress goes, the theories they link (the links go, the theories stay), and the resolved
 * Tanya Soal questions answered by them (reopened, reopenQuestionsAnsweredBy).
 */
export async function deletionImpact(writer: Writer, ids: ProblemIds) {
  const [row] = await writer.execute<{ problems: number; learners: number; theories: number; questions: number }>(sql`
    select
      (select count(*) from ${problems} where ${problems.id} in (${ids}))::int as problems,
      (select count(distinct ${userProgress.userId}) from ${userProgress} where ${userProgress.problemId} in (${ids}))::int as learners,
      (select count(distinct ${problemTheories.theoryId}) from ${problemTheories} where ${problemTheories.problemId} in (${ids}))::int as theories,
      (select count(*) from ${userQuestions} where ${userQuestions.status} = 'resolved' and ${userQuestions.problemId} in (${ids}))::int as questions`);
  return { problems: Number(row!.problems), learners: Number(row!.learners), theories: Number(row!.theories), questions: Number(row!.questions) };
}

/**
 * Locks the problems for the rest of the transaction and counts them. A moderation naming one
 * of them then waits (its foreign key check needs the row) and fails once it is deleted, so no
 * question is resolved to a problem between the reopening and the delete.
 */
export async function lockProblems(writer: Writer, ids: ProblemIds): Promise<number> {
  const [row] = await writer.execute<{ locked: number }>(
    sql`select count(*)::int as locked from (select ${problems.id} from ${problems} where ${problems.id} in (${ids}) for update) locked_problems`,
  );
  return Number(row!.locked);
}

/**
 * Issue 31.8: a resolved question whose answer is one of these problems goes back to
 * 'Siap Dijawab' with a note naming the deleted problem, rather than staying 'Selesai' with a
 * dead link. The learner is no longer told it is answered (answered_at cleared).
 */
export async function reopenQuestionsAnsweredBy(writer: Writer, ids: ProblemIds): Promise<number> {
  const reopened = await writer.execute(sql`
    update ${userQuestions} set
      status = 'answerable',
      admin_reason = ${DELETED_PROBLEM_NOTE.before} || deleted_problem.problem_id || ${DELETED_PROBLEM_NOTE.after},
      problem_id = null,
      simple_answer = null,
      answered_at = null
    from ${problems} deleted_problem
    where deleted_problem.id = ${userQuestions.problemId} and deleted_problem.id in (${ids}) and ${userQuestions.status} = 'resolved'
    returning 1`);
  return reopened.length;
}

// Progress, attempts, bookmarks, reports and theory links go with them (ON DELETE CASCADE).
export async function deleteProblems(writer: Writer, ids: ProblemIds): Promise<string[]> {
  const deleted = await writer.execute<{ problem_id: string }>(sql`delete from ${problems} where ${problems.id} in (${ids}) returning ${problems.problemId}`);
  return deleted.map((row) => row.problem_id);
}
