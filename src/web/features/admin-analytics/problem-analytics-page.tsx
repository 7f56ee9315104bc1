import { AdminPage } from '../../components/admin/admin-page';
import { LoadError } from '../../components/admin/load-error';
import { secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { Tabs } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useParams } from '../../lib/router';
import { useFailureToast } from '../../lib/use-failure-toast';
import { adminProblemPath } from '../../admin-paths';
import { latsolPath, paths } from '../../routes';
import { useProblemAnalytics, type TProblemAnalytics } from './api/get-problem-analytics';
import { FlagSummary } from './components/flag-summary';
import { PeriodFigures } from './components/period-figures';
import { WrongAnswersTable } from './components/wrong-answers-table';

const LOAD_FAILED = 'Gagal memuat analitik soal!';
const computedAtFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

function PageActions({ problem }: { problem: TProblemAnalytics['problem'] }) {
  const { categoryId, topicId, subtopicId } = problem.path;
  return (
    <>
      <Link to={latsolPath.problem(categoryId, topicId, subtopicId, problem.problemId)} target="_blank" rel="noreferrer" className={secondaryButton}>
        Lihat halaman siswa ↗<span className="sr-only"> (tab baru)</span>
      </Link>
      <Link to={adminProblemPath.editor(problem.problemId)} className={secondaryButton}>
        Edit soal
      </Link>
    </>
  );
}

function Analytics({ data, isFetching, onRefresh }: { data: TProblemAnalytics; isFetching: boolean; onRefresh: () => void }) {
  const { problem, allTime, recent, recentDays } = data;
  const recentTitle = `${recentDays} hari terakhir`;
  return (
    <div className="space-y-6">
      <div>
        <p className="math-content max-w-4xl break-words text-lg text-slate-800" dangerouslySetInnerHTML={{ __html: problem.previewHtml }} />
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          <span>{`Subtopik: ${problem.path.subtopicName}`}</span>
          <span aria-live="polite">
            Dihitung <time dateTime={data.computedAt}>{computedAtFormat.format(new Date(data.computedAt))}</time>
          </span>
          <button
            type="button"
            onClick={onRefresh}
            disabled={isFetching}
            aria-busy={isFetching}
            className="inline-flex min-h-9 items-center rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50 disabled:opacity-60"
          >
            {isFetching ? 'Menghitung...' : 'Hitung ulang'}
          </button>
        </p>
      </div>
      <FlagSummary flags={data.flags} openReports={data.openReports} learners={allTime.learners} />
      <section aria-labelledby="wrong-answers-heading">
        <h2 id="wrong-answers-heading" className="text-xl font-bold text-slate-900">
          Jawaban salah terbanyak
        </h2>
        <p className="text-sm text-slate-600">Jawaban salah yang sama dari banyak siswa sering berarti kunci jawabannya keliru.</p>
        <Tabs
          label="Periode jawaban salah"
          tabs={[
            {
              value: 'all',
              label: 'Semua waktu',
              content: <WrongAnswersTable wrongAnswers={allTime.wrongAnswers} caption={`Dari ${allTime.wrongAnswers.total} jawaban salah sepanjang waktu`} />,
            },
            {
              value: 'recent',
              label: recentTitle,
              content: <WrongAnswersTable wrongAnswers={recent.wrongAnswers} caption={`Dari ${recent.wrongAnswers.total} jawaban salah dalam ${recentTitle}`} />,
            },
          ]}
        />
      </section>
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="text-xl font-bold text-slate-900">
          Statistik
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <PeriodFigures title="Semua waktu" period={allTime} />
          <PeriodFigures title={recentTitle} period={recent} />
        </div>
      </section>
    </div>
  );
}

/** Item analytics of one problem for its authors (issue 15): aggregates only, no learner names. */
export function ProblemAnalyticsPage() {
  const problemId = useParams<{ problemId: string }>().problemId ?? '';
  const query = useProblemAnalytics(problemId);
  const isNotFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useFailureToast(query.isError && !isNotFound ? query.errorUpdatedAt : 0, LOAD_FAILED);
  const crumbs = [{ label: 'Kelola Soal', to: paths.adminProblems }, { label: problemId, to: adminProblemPath.editor(problemId) }, { label: 'Analitik' }];
  const title = `Analitik Soal ${problemId}`;

  if (query.isPending) return <LoadingMessage />;
  if (isNotFound) {
    return (
      <PageMessage
        title={getErrorMessage(query.error)}
        action={
          <Link to={paths.adminProblems} className={secondaryButton}>
            Kembali ke daftar soal
          </Link>
        }
      />
    );
  }
  if (query.isError) {
    return (
      <AdminPage title={title} crumbs={crumbs}>
        <LoadError message={LOAD_FAILED} onRetry={() => query.refetch()} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} crumbs={crumbs} actions={<PageActions problem={query.data.problem} />}>
      <Analytics data={query.data} isFetching={query.isFetching} onRefresh={() => query.refetch()} />
    </AdminPage>
  );
}
