import { adminTable } from '../../../components/admin/admin-table';
import { primaryButton } from '../../../components/button-styles';
import { LoadingMessage } from '../../../components/loading-message';
import { PageMessage } from '../../../components/page-message';
import { PageShell } from '../../../components/page-shell';
import { PageTitle } from '../../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../../components/require-user';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { classPath } from '../../../class-paths';
import { paths } from '../../../routes';
import { BackLink } from '../components/back-link';
import { SectionCard } from '../components/card';
import { LazyConfirmDialog } from '../components/lazy-confirm-dialog';
import { LoadError } from '../components/load-error';
import { keepCards } from './cards-store';
import { PupilListForm } from './pupil-list-form';
import { usePupils, useResetPupilPassword, type TPupils } from './pupils-api';
import './pupil-error-messages';

type TPupil = TPupils['pupils'][number];

function ResetButton({ classId, className, pupil }: { classId: string; className: string; pupil: TPupil }) {
  const reset = useResetPupilPassword(classId);
  const navigate = useNavigate();
  return (
    <LazyConfirmDialog
      title={`Atur ulang password ${pupil.name}?`}
      description="Password lama tidak berlaku lagi dan siswa ini dikeluarkan dari semua perangkat. Anda mendapat kartu baru untuk dicetak."
      confirmLabel="Atur Ulang"
      pendingLabel="Mengatur ulang..."
      onConfirm={() =>
        reset.mutateAsync(pupil.userId, {
          onSuccess: ({ card }) => {
            keepCards({ classId, className, cards: [card] });
            navigate(classPath.pupilCards(classId));
          },
          onError: (error) => toast.error(getErrorMessage(error)),
        })
      }
      trigger={
        <button type="button" className={adminTable.textButton} aria-label={`Atur ulang password ${pupil.name}`}>
          Atur Ulang Password
        </button>
      }
    />
  );
}

function PupilAccounts({ classId, data }: { classId: string; data: TPupils }) {
  if (data.pupils.length === 0) return <p className="text-slate-600">Belum ada akun siswa yang dibuat untuk kelas ini.</p>;
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headerCell}>Nama</th>
            <th scope="col" className={adminTable.headerCell}>Nama login</th>
            <th scope="col" className={adminTable.headerCell}>Email</th>
            <th scope="col" className={adminTable.headerCell}>
              <span className="sr-only">Tindakan</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.pupils.map((pupil) => (
            <tr key={pupil.userId} className={adminTable.row}>
              <td data-card-wide className={`${adminTable.cell} max-w-56 font-medium [overflow-wrap:anywhere]`}>
                {pupil.name}
              </td>
              <td data-label="Nama login" className={`${adminTable.cell} font-mono`}>
                {pupil.loginName}
              </td>
              <td data-label="Email" className={`${adminTable.cell} [overflow-wrap:anywhere]`}>
                {pupil.email || '—'}
              </td>
              <td className={adminTable.cell}>
                {pupil.isMember ? <ResetButton classId={classId} className={data.className} pupil={pupil} /> : <span className="text-slate-600">Sudah keluar dari kelas</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PupilsView({ classId }: { classId: string }) {
  const query = usePupils(classId);
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    return query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400 || query.error.status === 403) ? (
      <PageMessage title="Kelas tidak ditemukan" action={<Link to={paths.kelas} className={primaryButton}>Kembali ke Kelas</Link>} />
    ) : (
      <LoadError what="akun siswa" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { data } = query;
  return (
    <>
      <BackLink to={classPath.class(classId)} label={data.className} />
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Akun Siswa tanpa Email</h1>
      <p className="mt-1 max-w-prose text-slate-700">
        Untuk siswa yang tidak punya email: Anda membuat akunnya, lalu mencetak kartu berisi nama login dan password. Siswa yang keluar dari kelas tetap dapat
        masuk dengan kartunya; passwordnya hanya dapat diatur ulang selama ia anggota kelas ini.
      </p>
      <div className="mt-4 space-y-4 sm:mt-6 sm:space-y-6">
        <SectionCard id="pupil-list-title" title="Tambah Siswa">
          <PupilListForm classId={classId} />
        </SectionCard>
        <SectionCard id="pupil-accounts-title" title={`Akun Siswa (${data.pupils.length})`}>
          <PupilAccounts classId={classId} data={data} />
        </SectionCard>
      </div>
    </>
  );
}

export function PupilsPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat kelas Anda.">
      {() => (
        <PageShell>
          <PageTitle title="Akun Siswa" />
          <PupilsView classId={classId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
