import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useNavigate, useParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useClassPreview } from './api/preview-class';
import { useJoinClass } from './api/join-class';
import { cardClass } from './components/card';
import { PrivacyNotice } from './components/privacy-notice';
import { teacherNameShown } from './teacher-name';
import './class-error-messages';

// The join link a teacher shares (/kelas/gabung/:code, issue 35): which class, whose, what the
// teacher will see, and 'Gabung Kelas'. A guest signs in first and comes back here.

function JoinCard({ code }: { code: string }) {
  const preview = useClassPreview(code);
  const join = useJoinClass();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  if (preview.isPending) return <LoadingMessage />;
  // A wrong, rotated or archived code (404, or 400 for one that cannot be a code) will not change on retry.
  if (preview.isError && preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 400)) {
    return (
      <PageMessage title="Tautan kelas tidak berlaku" action={<Link to={paths.kelas} className={primaryButton}>Masukkan Kode Kelas</Link>}>
        <p role="alert">{getErrorMessage(preview.error)}</p>
      </PageMessage>
    );
  }
  if (preview.isError) {
    return (
      <PageMessage title="Gagal memuat kelas" action={<button type="button" className={secondaryButton} onClick={() => void preview.refetch()}>Coba Lagi</button>}>
        <p role="alert">{getErrorMessage(preview.error)}</p>
      </PageMessage>
    );
  }

  const { class: found } = preview.data;
  const onJoin = () =>
    join.mutate(code, {
      onSuccess: ({ class: joined }) => {
        toast.success(`Berhasil bergabung dengan kelas ${joined.name}!`);
        navigate(paths.tugas);
      },
      onError: setFailure,
    });

  return (
    <section aria-labelledby="join-class-title" className={`${cardClass} mx-auto max-w-xl`}>
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Undangan Kelas</p>
      <h1 id="join-class-title" className="mt-1 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">
        {found.name}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <dt className="font-medium text-slate-600">Guru</dt>
        <dd className="[overflow-wrap:anywhere]">{teacherNameShown(found.teacherName)}</dd>
        <dt className="font-medium text-slate-600">Siswa</dt>
        <dd>{found.memberCount} orang</dd>
      </dl>
      <div className="mt-4">
        <PrivacyNotice />
      </div>
      {failure ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {getErrorMessage(failure)}
        </p>
      ) : null}
      <button type="button" className={`${primaryButton} mt-5 w-full min-h-12`} disabled={join.isPending} aria-busy={join.isPending} onClick={onJoin}>
        {join.isPending ? 'Bergabung...' : 'Gabung Kelas'}
      </button>
    </section>
  );
}

export function JoinPage() {
  const { code = '' } = useParams<{ code: string }>();
  return (
    <>
      <PageTitle title="Gabung Kelas" />
      <RequireUser guestMessage="Silakan masuk untuk bergabung dengan kelas.">
        {() => (
          <PageShell isNarrow>
            <JoinCard code={code} />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
