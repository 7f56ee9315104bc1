import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { useTryouts, type TTryoutSummary } from './api/get-tryouts';
import { LoadError } from './components/load-error';
import { TryoutCard } from './components/tryout-card';
import { STATE_LABELS } from './tryout-state';
import './tryout-error-messages';

// /tryout (issue 36): the published tryouts, open ones first, then upcoming, then finished.

const GROUPS = ['open', 'upcoming', 'closed'] as const;

function TryoutGroup({ state, tryouts }: { state: (typeof GROUPS)[number]; tryouts: TTryoutSummary[] }) {
  if (tryouts.length === 0) return null;
  const id = `tryout-group-${state}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
        {STATE_LABELS[state]}
      </h2>
      <ul className="mt-3 space-y-3">
        {tryouts.map((tryout) => (
          <TryoutCard key={tryout.id} tryout={tryout} />
        ))}
      </ul>
    </section>
  );
}

function TryoutList() {
  const query = useTryouts();
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadError what="tryout" error={query.error} onRetry={() => void query.refetch()} />;
  const { tryouts } = query.data;
  if (tryouts.length === 0) return <EmptyListMessage>Belum ada tryout. Nantikan tryout berikutnya!</EmptyListMessage>;
  return (
    <>
      {GROUPS.map((state) => (
        <TryoutGroup key={state} state={state} tryouts={tryouts.filter((tryout) => tryout.state === state)} />
      ))}
    </>
  );
}

export function TryoutsPage() {
  return (
    <>
      <PageTitle title="Tryout" />
      <RequireUser guestMessage="Silakan masuk untuk mengikuti tryout.">
        {() => (
          <PageShell isNarrow>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tryout SNBT</h1>
            <p className="mt-1 text-slate-600">Latihan ujian berwaktu seperti UTBK/SNBT. Skornya perkiraan dari peserta tryout ini, bukan skor resmi.</p>
            <TryoutList />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
