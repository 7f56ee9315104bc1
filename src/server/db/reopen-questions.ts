import { sql, type SQL } from 'drizzle-orm';
import { DELETED_PROBLEM_NOTE } from '../../core/question-status';
import { problems, userQuestions } from './schema';
import type { Writer } from './unique-code';

/**
 * Issue 31.8: a resolved question whose answer is one of these problems goes back to
 * 'Siap Dijawab' with a note naming the deleted problem, rather than staying 'Selesai' with a
 * dead link. The learner is no longer told it is answered (answered_at cleared). Every delete that
 * takes problems with it calls this in its transaction first: one problem, a bulk selection, and
 * a category, topic or subtopic with everything below it. `ids` is a subquery of problem ids.
 */
export async function reopenQuestionsAnsweredBy(writer: Writer, ids: SQL): Promise<number> {
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
