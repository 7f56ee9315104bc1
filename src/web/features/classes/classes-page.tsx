import { Suspense } from 'react';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingMessage } from '../../components/loading-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser } from '../../components/require-user';
import { Link } from '../../lib/router';
import { paths } from '../../routes';
import { canTeach } from '../../../core/roles';
import { SectionCard, textLinkClass } from './components/card';
import { JoinForm } from './components/join-form';
import { MyClasses } from './components/my-classes';
import './class-error-messages';

// /kelas (issue 35): the classes a learner is in, joining by code; a teacher's own classes too.

// Teachers only: learners never fetch it.
const teachingClasses = lazyComponent(async () => (await import('./components/teaching-classes')).TeachingClasses);
function ClassesView({ isTeacher }: { isTeacher: boolean }) {
  return (
    <PageShell>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Kelas</h1>
      <div className="mt-4 space-y-4 sm:mt-6 sm:space-y-6">
        {isTeacher ? (
          <SectionCard id="teaching-title" title="Kelas yang Saya Ajar">
            <Suspense fallback={<LoadingMessage />}>
              <teachingClasses.Component />
            </Suspense>
          </SectionCard>
        ) : null}
        <SectionCard
          id="my-classes-title"
          title="Kelas Saya"
          action={
            <Link to={paths.tugas} className={textLinkClass}>
              Lihat Tugas <span aria-hidden="true">&rarr;</span>
            </Link>
          }
        >
          <MyClasses />
        </SectionCard>
        <SectionCard id="join-title" title="Gabung Kelas">
          <JoinForm />
        </SectionCard>
      </div>
    </PageShell>
  );
}

export function ClassesPage() {
  return (
    <>
      <PageTitle title="Kelas" />
      <RequireUser guestMessage="Silakan masuk untuk melihat kelas Anda.">{(user) => <ClassesView isTeacher={canTeach(user.role)} />}</RequireUser>
    </>
  );
}
