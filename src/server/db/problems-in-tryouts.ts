import { sql, type SQL } from 'drizzle-orm';
import { createError } from '../http/app-error';
import { problems } from './schema';
import type { Writer } from './unique-code';

/**
 * Issue 36: a problem a tryout uses is not deleted (tryout_section_problems and tryout_answers
 * refer to problems ON DELETE RESTRICT: its sittings' answers need it). Every delete that takes
 * problems with it calls this in its transaction, after locking those problems, and before
 * deleting anything: one problem, a bulk selection, and a category, topic or subtopic with
 * everything below it. Locked first, no tryout can add one of them meanwhile (its foreign key
 * check waits for the delete). `ids` is a subquery of problem ids. Refused with 409, naming the
 * problem and the tryout.
 */
export async function refuseProblemsInTryouts(writer: Writer, ids: SQL): Promise<void> {
  const [used] = await writer.execute<{ problem_id: string; title: string }>(sql`
    select p.problem_id, t.title from tryout_section_problems tsp join tryouts t on t.id = tsp.tryout_id join ${problems} p on p.id = tsp.problem_id
    where tsp.problem_id in (${ids}) order by t.created_at, p.problem_id limit 1`);
  if (!used) return;
  throw createError({
    code: 'admin.problem_used_by_tryout',
    status: 409,
    message: `Soal ${used.problem_id} dipakai di tryout "${used.title}", jadi tidak dapat dihapus. Keluarkan soal itu dari tryout tersebut dulu (selama belum ada peserta yang memulainya).`,
    details: { problemId: used.problem_id, tryout: used.title },
  });
}
