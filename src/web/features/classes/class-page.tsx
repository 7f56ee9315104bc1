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
import { useClass } from './api/get-class';
import { zoneLabel } from './class-format';
import { BackLink } from './components/back-link';
import { Badge } from './components/badge';
import { SectionCard } from './components/card';
import { ClassAssignments } from './components/class-assignments';
import { ClassCodeCard } from './components/class-code-card';
import { ClassLearners } from './components/class-learners';
import { LoadError } from './components/load-error';
import { RemovedLearners } from './components/removed-learners';
import './class-error-messages';

// A teacher's class (/kelas/:classId, issue 35): the join code and link, the assignments and the learners.

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);

function ClassView({ classId }: { classId: string }) {
  const query = useClass(classId);
  useSessionCheckOnUnauthenticated(query.error);
  return (
    <>
      <PageTitle title={query.data?.class.name ?? 'Kelas'} />
      <ClassContent query={query} />
    </>
  );
}

function ClassContent({ query }: { query: ReturnType<typeof useClass> }) {
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (isMissing(query.error)) return <PageMessage title="Kelas tidak ditemukan" action={<Link to={paths.kelas} className={primaryButton}>Kembali ke Kelas</Link>} />;
    return <LoadError what="kelas" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { class: item, members, assignments, learners, removed } = query.data;
  return (
    <>
      <BackLink to={paths.kelas} label="Kelas" />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{item.name}</h1>
        {item.archived ? <Badge tone="closed">Diarsipkan</Badge> : null}
      </div>
      <p className="mt-1 text-slate-600">
        {item.memberCount} siswa · {item.assignmentCount} tugas · Zona waktu {zoneLabel(item.timeZone)}
      </p>
      {item.archived ? (
        <p className="mt-4 rounded-2xl border border-slate-300 bg-slate-50 p-4 text-slate-700">
          Kelas ini sudah diarsipkan: kodenya tidak berlaku, dan siswa serta tugasnya tidak ditampilkan lagi.
        </p>
      ) : (
        <div className="mt-4 space-y-4 sm:mt-6 sm:space-y-6">
          <ClassCodeCard item={item} />
          <SectionCard
            id="class-assignments-title"
            title="Tugas"
            action={
              <div className="flex flex-wrap gap-2">
                <Link to={classPath.gradebook(item.id)} className={secondaryButton}>
                  Nilai
                </Link>
                <Link to={classPath.newAssignment(item.id)} className={primaryButton}>
                  Buat Tugas
                </Link>
              </div>
            }
          >
            <ClassAssignments
              classId={item.id}
              assignments={assignments}
              memberCount={item.memberCount}
              timeZone={item.timeZone}
              clock={{ serverNow: query.data.serverNow, receivedAt: query.dataUpdatedAt }}
            />
          </SectionCard>
          <SectionCard
            id="class-learners-title"
            title="Siswa"
            action={
              <Link to={classPath.pupils(item.id)} className={secondaryButton}>
                Akun Siswa tanpa Email
              </Link>
            }
          >
            <ClassLearners classId={item.id} timeZone={item.timeZone} members={members} learners={learners} />
          </SectionCard>
          {removed.length > 0 ? (
            <SectionCard id="class-removed-title" title="Dikeluarkan">
              <RemovedLearners classId={item.id} timeZone={item.timeZone} removed={removed} />
            </SectionCard>
          ) : null}
        </div>
      )}
    </>
  );
}

export function ClassPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  return (
    <>
      <RequireUser guestMessage="Silakan masuk untuk melihat kelas Anda.">
        {() => (
          <PageShell>
            <ClassView classId={classId} />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
