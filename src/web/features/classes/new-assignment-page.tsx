import { primaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { Link, useParams } from '../../lib/router';
import { classPath } from '../../class-paths';
import { paths } from '../../routes';
import { useClass } from './api/get-class';
import { AssignmentForm } from './components/assignment-form';
import { BackLink } from './components/back-link';
import { cardClass } from './components/card';
import { LoadError } from './components/load-error';
import './class-error-messages';

// /kelas/:classId/tugas-baru (issue 35): a new assignment for the class.

function NewAssignmentView({ classId }: { classId: string }) {
  const query = useClass(classId);
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) {
      return <PageMessage title="Kelas tidak ditemukan" action={<Link to={paths.kelas} className={primaryButton}>Kembali ke Kelas</Link>} />;
    }
    return <LoadError what="kelas" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { class: item } = query.data;
  return (
    <>
      <BackLink to={classPath.class(item.id)} label={item.name} />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Buat Tugas</h1>
      <div className={`${cardClass} mt-4 sm:mt-6`}>
        {item.archived ? <p className="text-slate-700">Kelas ini sudah diarsipkan: tidak bisa diberi tugas baru.</p> : <AssignmentForm classId={item.id} timeZone={item.timeZone} />}
      </div>
    </>
  );
}

export function NewAssignmentPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  return (
    <>
      <PageTitle title="Buat Tugas" />
      <RequireUser guestMessage="Silakan masuk untuk membuat tugas.">
        {() => (
          <PageShell isNarrow>
            <NewAssignmentView classId={classId} />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
