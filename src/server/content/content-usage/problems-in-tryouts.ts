import { sql, type SQL } from 'drizzle-orm';
import { keepsProblemsGraded, keepsProblemsVisible } from '../../../core/tryout-state';
import { createError } from '../../http/app-error';
import { problemsWithPath, problemVisibility } from '../visibility/visibility';
import { problems } from '../../db/schema';
import type { Writer } from '../../db/unique-code';

export type TLiveTryoutChange = { hides?: boolean; regrades?: boolean };

type THeldProblemRow = {
  problem_id: string;
  title: string;
  published_at: string | Date | null;
  first_started_at: string | Date | null;
  final_version_id: number | null;
  visible: boolean;
};

/**
 * Issue 36 (decision 063): a write that hides problems from learners (`hides`: unpublishing them or
 * their subtopic, topic or category, moving them where learners do not see them) or grades them
 * differently (`regrades`: type, key, options, statements) is refused with 409 while a tryout that
 * still holds them uses one: visible from its publication until its final scores, graded the same
 * from its first sitting until then (core/tryout-state.ts). Called in the write's transaction after
 * the write, so `visible` is what learners would see once it commits. Every tryout using one of
 * `ids` (a subquery of problem ids) is locked for share first and read as it stands: a publish or
 * a first sitting waits for this write, and one that went first is seen. (A tryout's save locks the
 * problems it adds and their paths, admin-tryouts, so a problem added meanwhile is seen too.)
 */
export async function refuseChangesToTryoutProblems(writer: Writer, ids: SQL, change: TLiveTryoutChange): Promise<void> {
  const rows = await writer.execute<THeldProblemRow>(sql`
    select ${problems.problemId} as problem_id, t.title, t.published_at, t.first_started_at, t.final_version_id::int as final_version_id, ${problemVisibility} as visible
    from tryout_section_problems tsp join tryouts t on t.id = tsp.tryout_id join ${problemsWithPath} on ${problems.id} = tsp.problem_id
    where tsp.problem_id in (${ids}) order by t.created_at, t.id, ${problems.problemId} for share of t`);
  const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));
  const tryoutOf = (row: THeldProblemRow) => ({ publishedAt: dateOf(row.published_at), firstStartedAt: dateOf(row.first_started_at), finalVersionId: row.final_version_id });
  const hidden = change.hides ? rows.find((row) => !row.visible && keepsProblemsVisible(tryoutOf(row))) : undefined;
  if (hidden) {
    const until = hidden.first_started_at === null ? 'Keluarkan soal itu dari tryout tersebut, atau batalkan terbit tryout itu, dulu.' : 'Tunggu sampai nilai akhir tryout itu dihitung.';
    throw createError({
      code: 'admin.problem_held_by_tryout',
      status: 409,
      message: `Soal ${hidden.problem_id} dipakai di tryout "${hidden.title}" yang sudah terbit, jadi tidak dapat disembunyikan dari peserta (tidak diterbitkan, atau dipindah ke tempat yang tidak terbit). ${until}`,
      details: { problemId: hidden.problem_id, tryout: hidden.title, change: 'hides' },
    });
  }
  const graded = change.regrades ? rows.find((row) => keepsProblemsGraded(tryoutOf(row))) : undefined;
  if (graded) {
    throw createError({
      code: 'admin.problem_held_by_tryout',
      status: 409,
      message: `Tipe, kunci jawaban, pilihan atau pernyataan soal ${graded.problem_id} tidak dapat diubah: soal itu dipakai di tryout "${graded.title}" yang sudah dimulai peserta dan nilai akhirnya belum dihitung, jadi jawaban yang sudah tersimpan akan berubah arti. Tunggu sampai nilai akhir tryout itu dihitung.`,
      details: { problemId: graded.problem_id, tryout: graded.title, change: 'regrades' },
    });
  }
}
