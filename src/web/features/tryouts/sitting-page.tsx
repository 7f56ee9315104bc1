import { useCallback, useEffect, useRef, useState } from 'react';
import { TRYOUT_ANSWER_GRACE_SECONDS } from '../../../core/tryouts';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { CheckIcon } from '../../components/ui/icons';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useParams } from '../../lib/router';
import { paths } from '../../routes';
import { tryoutPath } from '../../tryout-paths';
import { useTryout } from './api/get-tryout';
import { useSitting, type TSittingState } from './api/get-sitting';
import { useStartSitting } from './api/start-sitting';
import { cardClass } from './components/card';
import { LoadError } from './components/load-error';
import { clockOffsetMs } from './server-clock';
import { formatDuration, formatTryoutTime } from './tryout-format';
import { hasKeptAnswers } from './kept-answers-key';
import './tryout-error-messages';

// /tryout/:tryoutId/kerjakan (issue 36, decision 060): the sitting as the server holds it. A
// section running: its problems and timer. None running: the next section and 'Bagian
// berikutnya' (the server starts it then, not on its own). All done: 'Terkirim'.

// The running section (its answer fields among it) in a chunk of its own, fetched while the
// sitting is asked for: the page's first JavaScript is the small part that shows where it stands.
const sectionRunner = lazyComponent(async () => (await import('./components/section-runner')).SectionRunner);
const keptAnswersNotice = lazyComponent(async () => (await import('./components/kept-answers-notice')).KeptAnswersNotice);

type TSection = TSittingState['sections'][number];
type TOverNotice = { sectionName: string; why: 'expired' | 'closed' } | null;

// A phone clock that jumps (changed by hand mid-sitting) moves the base; the network's usual
// jitter does not make the timer twitch.
const OFFSET_JUMP_MS = 2_000;

function SectionList({ sections }: { sections: TSection[] }) {
  return (
    <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {sections.map((section, index) => (
        <li key={section.id} className="flex min-h-12 items-center gap-3 px-3 py-2">
          <span
            aria-hidden="true"
            className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${section.state === 'ended' ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 text-slate-600'}`}
          >
            {section.state === 'ended' ? <CheckIcon /> : index + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{section.name}</span>
            <span className="block text-sm text-slate-600">
              {section.problemCount} soal · {formatDuration(section.durationSeconds)}
              {section.state === 'ended' ? ' · selesai' : ''}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function OverNotice({ notice }: { notice: TOverNotice }) {
  if (!notice) return null;
  return (
    <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
      {notice.why === 'expired' ? `Waktu bagian ${notice.sectionName} habis.` : `Bagian ${notice.sectionName} sudah ditutup.`} Jawaban yang tersimpan tetap dihitung.
    </p>
  );
}

function BetweenSections({ tryoutId, state, notice, onStarted }: { tryoutId: string; state: TSittingState; notice: TOverNotice; onStarted: () => void }) {
  const start = useStartSitting(tryoutId);
  useSessionCheckOnUnauthenticated(start.error);
  const next = state.sections.find((section) => section.state === 'pending');
  return (
    <>
      <OverNotice notice={notice} />
      <div className={cardClass}>
        <h1 className="text-xl font-bold text-slate-900">{next ? 'Bagian berikutnya' : 'Menunggu...'}</h1>
        {next ? (
          <p className="mt-1 text-slate-700">
            <span className="font-semibold">{next.name}</span>: {next.problemCount} soal, {formatDuration(next.durationSeconds)}. Waktunya mulai berjalan saat Anda menekan tombol
            di bawah.
          </p>
        ) : null}
        <SectionList sections={state.sections} />
        {next ? (
          <button
            type="button"
            className={`${primaryButton} mt-4 min-h-12 w-full sm:w-auto sm:px-8`}
            disabled={start.isPending}
            aria-busy={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
          >
            {start.isPending ? 'Memulai...' : `Mulai ${next.name}`}
          </button>
        ) : null}
        {start.isError ? (
          <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
            {getErrorMessage(start.error)}
          </p>
        ) : null}
      </div>
    </>
  );
}

function Submitted({ tryoutId, state, notice }: { tryoutId: string; state: TSittingState; notice: TOverNotice }) {
  const tryout = useTryout(tryoutId);
  const summary = tryout.data?.tryout;
  return (
    <>
      <OverNotice notice={notice} />
      <div className={`${cardClass} text-center`}>
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="size-8" />
        </span>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Terkirim</h1>
        <p className="mt-2 text-slate-700">Semua bagian sudah dikumpulkan.</p>
        {summary?.sitting?.resultReady ? null : (
          <p className="mt-1 text-slate-700">
            Skor prediksi, persentil, dan pembahasan keluar setelah tryout ditutup{summary ? ` (${formatTryoutTime(summary.closesAt)})` : ''}.
          </p>
        )}
        <div className="text-left">
          <SectionList sections={state.sections} />
        </div>
        <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
          {summary?.sitting?.resultReady ? (
            <Link to={tryoutPath.result(tryoutId)} className={primaryButton}>
              Lihat hasil
            </Link>
          ) : null}
          <Link to={paths.tryout} className={secondaryButton}>
            Ke daftar tryout
          </Link>
        </div>
      </div>
    </>
  );
}

function SittingView({ tryoutId, userId }: { tryoutId: string; userId: string }) {
  const sitting = useSitting(tryoutId);
  const tryout = useTryout(tryoutId);
  // Answers kept when the session ended (kept-answers.ts) wait for the server's state, not the
  // cache from before the login; the runner sends them, or the notice says their section is over.
  const [hasKept] = useState(() => hasKeptAnswers(tryoutId, userId));
  const isAwaitingServer = hasKept && sitting.isFetching && !sitting.isFetchedAfterMount;
  useEffect(() => {
    void sectionRunner.preload().catch(() => undefined);
  }, []);
  const isSignedOut = useSessionCheckOnUnauthenticated(sitting.error);
  const [savedOffset, setSavedOffset] = useState<{ at: number; offset: number } | null>(null);
  const [notice, setNotice] = useState<TOverNotice>(null);
  const isMovingOn = useRef(false);
  const { data, dataUpdatedAt, refetch } = sitting;
  const baseOffset = data ? clockOffsetMs(data.serverNow, dataUpdatedAt) : 0;
  const offsetMs = savedOffset && savedOffset.at > dataUpdatedAt ? savedOffset.offset : baseOffset;
  const offsetRef = useRef(offsetMs);
  useEffect(() => {
    offsetRef.current = offsetMs;
  }, [offsetMs]);

  const onServerNow = useCallback((serverNow: string) => {
    const now = Date.now();
    const offset = clockOffsetMs(serverNow, now);
    if (Math.abs(offset - offsetRef.current) > OFFSET_JUMP_MS) setSavedOffset({ at: now, offset });
  }, []);

  const currentId = data?.current?.sectionId ?? null;
  const currentName = data?.current?.name ?? '';
  // The section is over (its time ran out on the timer, or the server refused an answer for it):
  // what is waiting is sent within the grace, then the server's state is asked for until it has moved on.
  const onOver = useCallback(
    (why: 'expired' | 'closed') => {
      if (isMovingOn.current || !currentId) return;
      isMovingOn.current = true;
      setNotice({ sectionName: currentName, why });
      const waitMs = why === 'expired' ? (TRYOUT_ANSWER_GRACE_SECONDS + 1) * 1000 : 0;
      const ask = async (attempt: number) => {
        const fresh = await refetch();
        const stillRunning = fresh.data?.current?.sectionId === currentId;
        if (stillRunning && attempt < 10) setTimeout(() => void ask(attempt + 1), 2_000);
        else isMovingOn.current = false;
      };
      setTimeout(() => void ask(0), waitMs);
    },
    [currentId, currentName, refetch],
  );

  // Signed out on the server: the login page (which comes back here) follows, not an error.
  if (sitting.isPending || isAwaitingServer || isSignedOut) return <LoadingMessage />;
  if (sitting.isError) {
    if (sitting.error instanceof ApiError && sitting.error.status === 404) {
      return (
        <PageMessage title="Anda belum memulai tryout ini" action={<Link to={tryoutPath.tryout(tryoutId)} className={primaryButton}>Lihat tryout</Link>} />
      );
    }
    return <LoadError what="tryout" error={sitting.error} onRetry={() => void refetch()} />;
  }
  const state = sitting.data;
  const title = tryout.data?.tryout.title ?? 'Tryout';
  const content =
    state.status === 'finished' ? (
      <Submitted tryoutId={tryoutId} state={state} notice={notice} />
    ) : state.current ? (
      <sectionRunner.WhenLoaded
        fallback={<LoadingMessage />}
        key={state.current.sectionId}
        tryoutId={tryoutId}
        userId={userId}
        section={state.current}
        sectionNumber={state.sections.findIndex((section) => section.id === state.current?.sectionId) + 1}
        sectionCount={state.sections.length}
        offsetMs={offsetMs}
        onServerNow={onServerNow}
        onOver={onOver}
        isFirstOnPage={!hasKept}
      />
    ) : (
      <BetweenSections tryoutId={tryoutId} state={state} notice={notice} onStarted={() => setNotice(null)} />
    );
  return (
    <>
      <PageTitle title={`${title} · Kerjakan`} />
      {state.current ? null : <p className="mb-2 text-sm font-medium text-slate-600 [overflow-wrap:anywhere]">{title}</p>}
      {hasKept ? <keptAnswersNotice.WhenLoaded fallback={null} tryoutId={tryoutId} userId={userId} currentSectionId={state.current?.sectionId ?? null} /> : null}
      {content}
    </>
  );
}

export function SittingPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk mengikuti tryout.">
      {(user) => (
        <PageShell isNarrow>
          <SittingView tryoutId={tryoutId} userId={user.id} />
        </PageShell>
      )}
    </RequireUser>
  );
}
