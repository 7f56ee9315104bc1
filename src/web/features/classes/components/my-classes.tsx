import { secondaryButton } from '../../../components/button-styles';
import { LoadingMessage } from '../../../components/loading-message';
import { useSessionCheckOnUnauthenticated } from '../../../components/require-user';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useLeaveClass } from '../api/leave-class';
import { useMemberships, type TMembership } from '../api/get-memberships';
import { formatDate } from '../class-format';
import { teacherNameShown } from '../teacher-name';
import { LoadError } from './load-error';

function MembershipRow({ membership }: { membership: TMembership }) {
  const leave = useLeaveClass();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{membership.name}</p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          Guru: {teacherNameShown(membership.teacherName)} · Bergabung {formatDate(membership.joinedAt)}
        </p>
      </div>
      <LazyConfirmDialog
        title="Keluar dari kelas ini?"
        description={`Anda tidak akan lagi melihat tugas dari kelas ${membership.name}, dan guru Anda tidak lagi melihat hasil latihan Anda. Anda bisa bergabung lagi dengan kodenya.`}
        confirmLabel="Keluar dari Kelas"
        pendingLabel="Keluar..."
        destructive
        onConfirm={() =>
          leave.mutateAsync(membership.id, {
            onSuccess: () => toast.success(`Anda keluar dari kelas ${membership.name}.`),
            onError: (error) => toast.error(`Gagal keluar dari kelas: ${getErrorMessage(error)}`),
          })
        }
        trigger={
          <button type="button" className={`${secondaryButton} shrink-0`} aria-label={`Keluar dari Kelas ${membership.name}`}>
            Keluar dari Kelas
          </button>
        }
      />
    </li>
  );
}

/** 'Kelas Saya': the classes the learner is in. */
export function MyClasses() {
  const query = useMemberships();
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadError what="kelas" error={query.error} onRetry={() => void query.refetch()} />;
  const { classes } = query.data;
  if (classes.length === 0) return <p className="text-slate-600">Anda belum bergabung dengan kelas apa pun. Untuk bergabung, masukkan kode kelas di bawah.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {classes.map((membership) => (
        <MembershipRow key={membership.id} membership={membership} />
      ))}
    </ul>
  );
}
