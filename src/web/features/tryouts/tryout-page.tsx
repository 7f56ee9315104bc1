import { useEffect, useState } from 'react';
import { primaryButton } from '../../components/button-styles';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useNavigate, useParams } from '../../lib/router';
import { paths } from '../../routes';
import { tryoutPath } from '../../tryout-paths';
import { useTryout } from './api/get-tryout';
import type { TTryoutSummary } from './api/get-tryouts';
import { useStartSitting } from './api/start-sitting';
import { BackLink, Badge, cardClass } from './components/card';
import { LoadError } from './components/load-error';
import { TryoutCardAction } from './components/tryout-action';
import { formatDuration, formatTryoutTime, sectionsSummary } from './tryout-format';
import { STATE_LABELS, tryoutAction } from './tryout-state';
import './tryout-error-messages';

// /tryout/:tryoutId (issue 36): what the tryout is, its sections and their times, and the start
// button, which asks first: the clock starts as soon as the sitting does.

// The question comes after a tap: its chunk is fetched once the page shows.
const confirmPanel = lazyComponent(async () => (await import('./components/confirm-panel')).ConfirmPanel);

function StartButton({ tryout }: { tryout: TTryoutSummary }) {
  const [isAsking, setIsAsking] = useState(false);
  useEffect(() => {
    void confirmPanel.preload().catch(() => undefined);
  }, []);
  const start = useStartSitting(tryout.id);
  useSessionCheckOnUnauthenticated(start.error);
  const navigate = useNavigate();
  const first = tryout.sections[0];
  if (!isAsking) {
    return (
      <button type="button" className={`${primaryButton} min-h-12 w-full sm:w-auto sm:px-8`} onClick={() => setIsAsking(true)}>
        Mulai Tryout
      </button>
    );
  }
  return (
    <div className="space-y-3">
      <confirmPanel.WhenLoaded
        fallback={<LoadingMessage />}
        title="Mulai sekarang?"
        confirmLabel="Ya, mulai sekarang"
        pendingLabel="Memulai..."
        isPending={start.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => start.mutate(undefined, { onSuccess: () => navigate(tryoutPath.sitting(tryout.id)) })}
      >
        <p>
          Waktu bagian pertama{first ? ` (${first.name}, ${formatDuration(first.durationSeconds)})` : ''} mulai berjalan begitu Anda mulai, dan terus berjalan
          walaupun halaman ditutup. Jawaban Anda tersimpan otomatis.
        </p>
      </confirmPanel.WhenLoaded>
      {start.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
          {getErrorMessage(start.error)}
        </p>
      ) : null}
    </div>
  );
}

function TryoutView({ tryoutId }: { tryoutId: string }) {
  const query = useTryout(tryoutId);
  useSessionCheckOnUnauthenticated(query.error);
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <PageMessage title="Tryout tidak ditemukan" action={<Link to={paths.tryout} className={primaryButton}>Lihat semua tryout</Link>} />;
    }
    return <LoadError what="tryout" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { tryout } = query.data;
  const action = tryoutAction(tryout);
  return (
    <>
      <PageTitle title={tryout.title} />
      <BackLink to={paths.tryout} label="Tryout" />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{tryout.title}</h1>
        <Badge tone={tryout.state}>{STATE_LABELS[tryout.state]}</Badge>
      </div>
      {tryout.description ? <p className="mt-2 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{tryout.description}</p> : null}
      <div className={`${cardClass} mt-4`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
          <dt className="text-slate-500">Dibuka</dt>
          <dd>{formatTryoutTime(tryout.opensAt)}</dd>
          <dt className="text-slate-500">Ditutup</dt>
          <dd>{formatTryoutTime(tryout.closesAt)}</dd>
        </dl>
        <h2 className="mt-4 font-bold text-slate-900">{sectionsSummary(tryout.sections)}</h2>
        <ol className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {tryout.sections.map((section, index) => (
            <li key={`${section.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2.5">
              <span className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">
                {index + 1}. {section.name}
              </span>
              <span className="shrink-0 text-sm text-slate-600">
                {section.problemCount} soal · {formatDuration(section.durationSeconds)}
              </span>
            </li>
          ))}
        </ol>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>Setiap bagian punya waktu sendiri. Bagian yang sudah dikumpulkan tidak bisa dibuka lagi.</li>
          <li>Anda boleh berpindah soal dalam satu bagian dan menandai soal &lsquo;Ragu-ragu&rsquo;.</li>
          <li>Skor prediksi dihitung dengan IRT dari jawaban peserta tryout ini; hasil lengkap keluar setelah tryout ditutup.</li>
        </ul>
      </div>
      <div className="mt-4">
        {action.kind === 'start' ? (
          <StartButton tryout={tryout} />
        ) : action.kind === 'opens-later' ? (
          <p className="font-medium text-slate-700">Tryout ini dibuka {formatTryoutTime(tryout.opensAt)}.</p>
        ) : (
          <TryoutCardAction tryout={tryout} />
        )}
      </div>
    </>
  );
}

export function TryoutPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk mengikuti tryout.">
      {() => (
        <PageShell isNarrow>
          <TryoutView tryoutId={tryoutId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
