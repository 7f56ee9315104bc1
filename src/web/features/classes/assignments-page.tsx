import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { Link } from '../../lib/router';
import { paths } from '../../routes';
import { useAssignments } from './api/get-assignments';
import { AssignmentCard } from './components/assignment-card';
import { LoadError } from './components/load-error';
import { useNow } from './use-now';

// /tugas (issue 35): the learner's assignments from every class they are in, by due date.

function AssignmentList() {
  const query = useAssignments();
  const now = useNow();
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadError what="tugas" error={query.error} onRetry={() => void query.refetch()} />;
  const { assignments } = query.data;
  if (assignments.length === 0) {
    return (
      <EmptyListMessage>
        Belum ada tugas.{' '}
        <Link to={paths.kelas} className="font-semibold text-indigo-700 underline underline-offset-4">
          Gabung ke kelas gurumu
        </Link>{' '}
        untuk menerima tugas.
      </EmptyListMessage>
    );
  }
  return (
    <ul className="mt-4 grid gap-3 sm:mt-6 sm:gap-4 lg:grid-cols-2">
      {assignments.map((assignment) => (
        <AssignmentCard key={assignment.id} assignment={assignment} now={now} />
      ))}
    </ul>
  );
}

export function AssignmentsPage() {
  return (
    <>
      <PageTitle title="Tugas" />
      <RequireUser guestMessage="Silakan login untuk melihat tugas Anda.">
        {() => (
          <PageShell>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tugas</h1>
            <AssignmentList />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
