import { primaryButton, secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { Link, useParams } from '../../lib/router';
import { classPath } from '../../class-paths';
import { paths } from '../../routes';
import { gradebookFileUrl, useGradebook } from './api/get-gradebook';
import { SectionCard } from './components/card';
import { BackLink } from './components/back-link';
import { GradebookTable } from './components/gradebook-table';
import { LoadError } from './components/load-error';
import './class-error-messages';

// A class's gradebook (/kelas/:classId/nilai, issue 51): learners x assignments, a score 0-100 in
// each cell, each learner's average and the class's average per assignment; downloads as XLSX or CSV.

function GradebookContent({ query }: { query: ReturnType<typeof useGradebook> }) {
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 403, 404, 409].includes(query.error.status)) {
      return <PageMessage title="Nilai kelas tidak ditemukan" action={<Link to={paths.kelas} className={primaryButton}>Kembali ke Kelas</Link>} />;
    }
    return <LoadError what="nilai kelas" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const gradebook = query.data;
  return (
    <>
      <BackLink to={classPath.class(gradebook.class.id)} label={gradebook.class.name} />
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">Nilai: {gradebook.class.name}</h1>
        {/* Plain links: the browser downloads the file the server names (Content-Disposition). */}
        <div className="flex shrink-0 gap-2">
          <a href={gradebookFileUrl(gradebook.class.id, 'xlsx')} download className={primaryButton}>
            Unduh Excel
          </a>
          <a href={gradebookFileUrl(gradebook.class.id, 'csv')} download className={secondaryButton}>
            Unduh CSV
          </a>
        </div>
      </div>
      <p className="mt-3 max-w-3xl text-sm text-slate-700">{gradebook.definition}</p>
      <div className="mt-4 sm:mt-6">
        <SectionCard id="gradebook-title" title="Nilai per tugas">
          <GradebookTable gradebook={gradebook} />
        </SectionCard>
      </div>
    </>
  );
}

function GradebookView({ classId }: { classId: string }) {
  const query = useGradebook(classId);
  useSessionCheckOnUnauthenticated(query.error);
  return (
    <>
      <PageTitle title={query.data ? `Nilai ${query.data.class.name}` : 'Nilai Kelas'} />
      <GradebookContent query={query} />
    </>
  );
}

export function GradebookPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat nilai kelas Anda.">
      {() => (
        <PageShell>
          <GradebookView classId={classId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
