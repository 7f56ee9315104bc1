import { duePhrase } from '../../../core/due-words';
import { primaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { CheckIcon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api-client';
import { Link, useParams } from '../../lib/router';
import { classPath } from '../../class-paths';
import { paths } from '../../routes';
import { useAssignment, type TAssignmentDetail } from './api/get-assignment';
import { formatDateTime } from './class-format';
import { BackLink } from './components/back-link';
import { Badge } from './components/badge';
import { cardClass } from './components/card';
import { LoadError } from './components/load-error';
import { Progress } from './components/progress';
import { useNow } from './use-now';

// /tugas/:assignmentId (issue 35): an assignment's problems, each marked done or not, each a link
// to its problem page (working an assignment is practising its problems).

type TProblem = TAssignmentDetail['problems'][number];

function ProblemRow({ problem, assignmentId, timeZone }: { problem: TProblem; assignmentId: string; timeZone: string }) {
  return (
    <li>
      <Link
        to={classPath.assignmentProblem(assignmentId, problem.path, problem.problemId)}
        className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-slate-50"
        aria-label={`Soal ${problem.position}${problem.done ? ', selesai' : ', belum selesai'}${problem.late ? ', terlambat' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${problem.done ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 text-slate-500'}`}
        >
          {problem.done ? <CheckIcon /> : <span className="text-sm font-semibold">{problem.position}</span>}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">Soal {problem.position}</span>
          <span className="block text-sm text-slate-600">
            {problem.done && problem.solvedAt ? `Selesai ${formatDateTime(problem.solvedAt, timeZone)}` : 'Belum selesai'}
          </span>
        </span>
        {problem.late ? <Badge tone="late">Terlambat</Badge> : null}
        <span aria-hidden="true" className="text-slate-400">
          &rsaquo;
        </span>
      </Link>
    </li>
  );
}

function AssignmentView({ assignmentId }: { assignmentId: string }) {
  const query = useAssignment(assignmentId);
  useSessionCheckOnUnauthenticated(query.error);
  return (
    <>
      <PageTitle title={query.data?.assignment.title ?? 'Tugas'} />
      <AssignmentContent query={query} />
    </>
  );
}

function AssignmentContent({ query }: { query: ReturnType<typeof useAssignment> }) {
  const now = useNow(query.data && { serverNow: query.data.serverNow, receivedAt: query.dataUpdatedAt });
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <PageMessage title="Tugas tidak ditemukan" action={<Link to={paths.tugas} className={primaryButton}>Kembali ke Tugas</Link>} />;
    }
    return <LoadError what="tugas" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { assignment, problems } = query.data;
  return (
    <>
      <BackLink to={paths.tugas} label="Tugas" />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{assignment.title}</h1>
        {assignment.late ? <Badge tone="late">Terlambat</Badge> : null}
        {assignment.closed ? <Badge tone="closed">Ditutup</Badge> : null}
      </div>
      <p className="mt-1 text-slate-600 [overflow-wrap:anywhere]">
        {assignment.className} ·{' '}
        <span className="font-semibold text-slate-800" title={formatDateTime(assignment.dueAt, assignment.timeZone)}>
          {duePhrase(new Date(assignment.dueAt), now, assignment.timeZone)}
        </span>
      </p>
      {assignment.closed ? <p className="mt-3 rounded-xl border border-slate-300 bg-slate-50 p-3 text-slate-700">Tugas ini sudah ditutup: soal yang diselesaikan sekarang tidak dihitung.</p> : null}
      <div className={`${cardClass} mt-4 sm:mt-6`}>
        <Progress done={assignment.done} total={assignment.total} />
        <ol className="mt-3 space-y-1">
          {problems.map((problem) => (
            <ProblemRow key={problem.problemId} problem={problem} assignmentId={assignment.id} timeZone={assignment.timeZone} />
          ))}
        </ol>
      </div>
    </>
  );
}

export function AssignmentPage() {
  const { assignmentId = '' } = useParams<{ assignmentId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat tugas Anda.">
      {() => (
        <PageShell isNarrow>
          <AssignmentView assignmentId={assignmentId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
