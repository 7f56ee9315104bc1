import { dueInWords } from '../../../core/due-words';
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
import { reportFileUrl, useReport } from './api/get-report';
import { LEARNER_STATUS_LABELS } from '../../../core/assignments';
import { formatDateTime } from './class-format';
import { BackLink } from './components/back-link';
import { SectionCard, textLinkClass } from './components/card';
import { formatAverage } from './components/grid-cells';
import { ProblemGrid } from './components/problem-grid';
import { SCORE_DEFINITION } from '../../../core/gradebook';
import { LoadError } from './components/load-error';
import { LearnersTable, ProblemsTable } from './components/report-tables';
import { useNow } from './use-now';
import './class-error-messages';

// The teacher's report of one assignment (/tugas/:assignmentId/laporan, issue 35): who solved,
// who started, who has not; which problems tripped the class up, and with what answers.

function ReportContent({ query }: { query: ReturnType<typeof useReport> }) {
  const now = useNow(query.data && { serverNow: query.data.serverNow, receivedAt: query.dataUpdatedAt });
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) {
      return <PageMessage title="Laporan tidak ditemukan" action={<Link to={paths.kelas} className={primaryButton}>Kembali ke Kelas</Link>} />;
    }
    return <LoadError what="laporan" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { assignment, problems, learners } = query.data;
  const counts = { solved: 0, attempted: 0, not_started: 0 };
  for (const learner of learners) counts[learner.status] += 1;
  return (
    <>
      <BackLink to={classPath.class(assignment.classId)} label={assignment.className} />
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">Laporan: {assignment.title}</h1>
          <p className="mt-1 text-slate-600">
            Tenggat {formatDateTime(assignment.dueAt, assignment.timeZone)} ({dueInWords(new Date(assignment.dueAt), now, assignment.timeZone)}) · {assignment.problemCount} soal
            {assignment.closeAfterDue ? ' · ditutup setelah tenggat' : ''}
          </p>
        </div>
        {/* Plain links: the browser downloads the file the server names (Content-Disposition). */}
        <div className="flex shrink-0 gap-2">
          <a href={reportFileUrl(assignment.id, 'xlsx')} download className={primaryButton}>
            Unduh Excel
          </a>
          <a href={reportFileUrl(assignment.id, 'csv')} download className={secondaryButton}>
            Unduh CSV
          </a>
        </div>
      </div>
      <ul aria-label="Ringkasan" className="mt-4 grid grid-cols-3 gap-2 sm:mt-6 sm:gap-4">
        {(['solved', 'attempted', 'not_started'] as const).map((status) => (
          <li key={status} className="rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-4">
            <span className="block text-2xl font-bold text-slate-900 sm:text-3xl">{counts[status]}</span>
            <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600 sm:text-sm">{LEARNER_STATUS_LABELS[status]}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-4 sm:mt-6 sm:space-y-6">
        <SectionCard
          id="report-grid-title"
          title="Rincian per soal"
          action={
            <Link to={classPath.gradebook(assignment.classId)} className={textLinkClass}>
              Nilai kelas
            </Link>
          }
        >
          <p className="mb-3 text-sm text-slate-700">
            Rata-rata nilai kelas: <strong className="tabular-nums">{formatAverage(assignment.averageScore)}</strong>. {SCORE_DEFINITION}
          </p>
          <ProblemGrid report={query.data} />
        </SectionCard>
        <SectionCard id="report-learners-title" title="Siswa">
          <LearnersTable learners={learners} timeZone={assignment.timeZone} />
        </SectionCard>
        <SectionCard id="report-problems-title" title="Soal">
          <ProblemsTable problems={problems} />
        </SectionCard>
      </div>
    </>
  );
}

function ReportView({ assignmentId }: { assignmentId: string }) {
  const query = useReport(assignmentId);
  useSessionCheckOnUnauthenticated(query.error);
  return (
    <>
      <PageTitle title={query.data ? `Laporan ${query.data.assignment.title}` : 'Laporan Tugas'} />
      <ReportContent query={query} />
    </>
  );
}

export function ReportPage() {
  const { assignmentId = '' } = useParams<{ assignmentId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat laporan.">
      {() => (
        <PageShell>
          <ReportView assignmentId={assignmentId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
