import { adminTable } from '../../../components/admin/admin-table';
import { TableFrame } from '../../../components/admin/table-frame';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import type { TClassDetail } from '../api/get-class';
import { useRemoveMember } from '../api/remove-member';
import { formatDate, formatRate } from '../class-format';
import { RollNumberInput } from './roll-number-input';

type TMember = TClassDetail['members'][number];
type TLearnerSummary = TClassDetail['learners'][number];

function RemoveButton({ classId, member }: { classId: string; member: TMember }) {
  const remove = useRemoveMember(classId);
  return (
    <LazyConfirmDialog
      title={`Keluarkan ${member.name}?`}
      description="Siswa ini tidak lagi melihat kelas dan tugasnya, dan hasilnya hilang dari laporan Anda. Ia tidak bisa bergabung lagi dengan kode kelas ini sampai Anda menambahkannya kembali (daftar Dikeluarkan di halaman ini) atau mengganti kode kelas."
      confirmLabel="Keluarkan"
      pendingLabel="Mengeluarkan..."
      destructive
      onConfirm={() =>
        remove.mutateAsync(member.userId, {
          onSuccess: () => toast.success(`${member.name} dikeluarkan dari kelas.`),
          onError: (error) => toast.error(`Gagal mengeluarkan siswa: ${getErrorMessage(error)}`),
        })
      }
      trigger={
        <button type="button" className={adminTable.dangerTextButton} aria-label={`Keluarkan ${member.name}`}>
          Keluarkan
        </button>
      }
    />
  );
}

/**
 * The members in roll-call order with their 'No. absen' (typed in place), when each joined, and
 * how each stands across the class's assignments (completion and first-try accuracy), in one
 * table: a phone scrolls it sideways.
 */
export function ClassLearners({ classId, timeZone, members, learners }: { classId: string; timeZone: string; members: TMember[]; learners: TLearnerSummary[] }) {
  const summaries = new Map(learners.map((learner) => [learner.userId, learner]));
  if (members.length === 0) return <p className="text-slate-600">Belum ada siswa. Bagikan tautan gabung ke kelas Anda.</p>;
  return (
    <TableFrame label="Siswa kelas">
      <table className={adminTable.table}>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>No. absen</th>
            <th scope="col" className={adminTable.headerCell}>Nama</th>
            <th scope="col" className={adminTable.headerCell}>Email</th>
            <th scope="col" className={adminTable.headerCell}>Bergabung</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Tugas selesai</th>
            <th scope="col" className={`${adminTable.headerCell} text-right`}>Benar di percobaan pertama</th>
            <th scope="col" className={adminTable.headerCell}><span className="sr-only">Tindakan</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => {
            const summary = summaries.get(member.userId);
            return (
              <tr key={member.userId} className={adminTable.row}>
                <td className={`${adminTable.cell} py-1`}>
                  <RollNumberInput classId={classId} userId={member.userId} name={member.name} value={member.rollNumber} />
                </td>
                <th scope="row" className={`${adminTable.cell} min-w-40 max-w-64 font-semibold [overflow-wrap:anywhere]`}>{member.name}</th>
                <td className={`${adminTable.cell} whitespace-nowrap`}>{member.email ?? '—'}</td>
                <td className={`${adminTable.cell} whitespace-nowrap`}>{formatDate(member.joinedAt, timeZone)}</td>
                <td className={`${adminTable.cell} whitespace-nowrap text-right tabular-nums`}>
                  {summary ? `${summary.assignmentsDone}/${summary.assignmentsTotal}` : '–'}
                </td>
                <td className={`${adminTable.cell} text-right tabular-nums`}>{formatRate(summary?.firstTryRate ?? null)}</td>
                <td className={`${adminTable.cell} text-right`}>
                  <RemoveButton classId={classId} member={member} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
