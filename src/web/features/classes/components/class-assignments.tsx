import { dueInWords } from '../../../../core/due-words';
import { adminTable } from '../../../components/admin/admin-table';
import { getErrorMessage } from '../../../lib/error-messages';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { classPath } from '../../../class-paths';
import { useDeleteAssignment } from '../api/delete-assignment';
import type { TClassDetail } from '../api/get-class';
import { formatDateTime } from '../class-format';
import { useNow, type TServerClock } from '../use-now';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

type TAssignment = TClassDetail['assignments'][number];

function DeleteButton({ classId, assignment }: { classId: string; assignment: TAssignment }) {
  const remove = useDeleteAssignment(classId);
  return (
    <LazyConfirmDialog
      title={`Hapus tugas ${assignment.title}?`}
      description="Tugas ini hilang dari daftar siswa dan laporannya ikut terhapus. Hasil latihan siswa pada soal-soalnya tetap tersimpan. Tindakan ini tidak dapat dibatalkan."
      confirmLabel="Hapus Tugas"
      pendingLabel="Menghapus..."
      destructive
      onConfirm={() =>
        remove.mutateAsync(assignment.id, {
          onSuccess: () => toast.success('Tugas dihapus.'),
          onError: (error) => toast.error(`Gagal menghapus tugas: ${getErrorMessage(error)}`),
        })
      }
      trigger={
        <button type="button" className={`${adminTable.dangerTextButton} min-h-11`} aria-label={`Hapus ${assignment.title}`}>
          Hapus
        </button>
      }
    />
  );
}

/** The class's assignments: title, due, how many learners finished, and the report. */
export function ClassAssignments({
  classId,
  assignments,
  memberCount,
  timeZone,
  clock,
}: {
  classId: string;
  assignments: TAssignment[];
  memberCount: number;
  timeZone: string;
  /** The class page's own clock: due words on the server's time. */
  clock: TServerClock;
}) {
  const now = useNow(clock);
  if (assignments.length === 0) return <p className="text-slate-600">Belum ada tugas untuk kelas ini.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {assignments.map((assignment) => (
        <li key={assignment.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{assignment.title}</p>
            <p className="text-sm text-slate-600">
              Tenggat <span title={formatDateTime(assignment.dueAt, timeZone)}>{dueInWords(new Date(assignment.dueAt), now, timeZone)}</span> · {assignment.problemCount} soal ·{' '}
              <span className="font-medium text-slate-800">
                {assignment.finishedCount}/{memberCount} selesai
              </span>
              {assignment.closeAfterDue ? ' · ditutup setelah tenggat' : ''}
            </p>
          </div>
          <div className="-ml-2 flex shrink-0 items-center gap-1 sm:ml-0">
            <Link
              to={classPath.report(assignment.id)}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline sm:self-auto"
              aria-label={`Laporan ${assignment.title}`}
            >
              Laporan <span aria-hidden="true">&rarr;</span>
            </Link>
            <DeleteButton classId={classId} assignment={assignment} />
          </div>
        </li>
      ))}
    </ul>
  );
}
