import { secondaryButton } from '../../../components/button-styles';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import type { TClassDetail } from '../api/get-class';
import { useRestoreMember } from '../api/restore-member';
import { formatDate } from '../class-format';

type TRemoved = TClassDetail['removed'][number];

function RemovedLearner({ classId, timeZone, learner }: { classId: string; timeZone: string; learner: TRemoved }) {
  const restore = useRestoreMember(classId);
  const onRestore = () =>
    restore.mutate(learner.userId, {
      onSuccess: () => toast.success(`${learner.name} ditambahkan kembali ke kelas.`),
      onError: (error) => toast.error(`Gagal menambahkan kembali: ${getErrorMessage(error)}`),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{learner.name}</p>
        {learner.email ? <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{learner.email}</p> : null}
        <p className="text-sm text-slate-600">Dikeluarkan {formatDate(learner.removedAt, timeZone)}</p>
      </div>
      <button
        type="button"
        className={`${secondaryButton} w-full shrink-0 sm:w-auto`}
        disabled={restore.isPending}
        aria-busy={restore.isPending}
        aria-label={`Tambahkan kembali ${learner.name}`}
        onClick={onRestore}
      >
        {restore.isPending ? 'Menambahkan...' : 'Tambahkan Kembali'}
      </button>
    </li>
  );
}

/**
 * 'Dikeluarkan': the learners the teacher removed, who cannot join again with the class's code,
 * each with 'Tambahkan Kembali'; a new code lets them all join again.
 */
export function RemovedLearners({ classId, timeZone, removed }: { classId: string; timeZone: string; removed: TRemoved[] }) {
  return (
    <>
      <p className="text-slate-600">
        Siswa ini tidak bisa bergabung lagi dengan kode kelas. Tambahkan kembali satu per satu, atau ganti kode kelas agar semuanya bisa bergabung lagi dengan kode baru.
      </p>
      <ul className="mt-2 divide-y divide-slate-200">
        {removed.map((learner) => (
          <RemovedLearner key={learner.userId} classId={classId} timeZone={timeZone} learner={learner} />
        ))}
      </ul>
    </>
  );
}
