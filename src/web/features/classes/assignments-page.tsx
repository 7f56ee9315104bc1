import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { primaryButton } from '../../components/button-styles';
import { Link } from '../../lib/router';
import { paths } from '../../routes';
import { useAssignments } from './api/get-assignments';
import { useMemberships } from './api/get-memberships';
import { AssignmentCard } from './components/assignment-card';
import { LoadError } from './components/load-error';
import { useNow } from './use-now';

// /tugas (issue 35): the learner's assignments from every class they are in, by due date.

// No assignment yet: in a class, the teacher has not given one; in none, the next step is to join
// one (issue 51), on /kelas with the code the teacher gave. Joining refreshes this page's data
// (join-class.ts), and it is asked for anew on each visit.
function NoAssignments() {
  const memberships = useMemberships();
  if (memberships.isPending) return <LoadingMessage />;
  if (memberships.data?.classes.length) return <EmptyListMessage>Belum ada tugas dari guru Anda.</EmptyListMessage>;
  return (
    <EmptyListMessage>
      Gabung ke kelas guru Anda dengan kode kelas untuk melihat tugas.
      <Link to={paths.kelas} className={`${primaryButton} mt-4 flex w-full sm:mx-auto sm:w-fit`}>
        Gabung ke Kelas
      </Link>
    </EmptyListMessage>
  );
}

function AssignmentList() {
  const query = useAssignments();
  const now = useNow(query.data && { serverNow: query.data.serverNow, receivedAt: query.dataUpdatedAt });
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadError what="tugas" error={query.error} onRetry={() => void query.refetch()} />;
  const { assignments } = query.data;
  if (assignments.length === 0) return <NoAssignments />;
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
      <RequireUser guestMessage="Silakan masuk untuk melihat tugas Anda.">
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
