import { useEffect } from 'react';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { Link, useParams } from '../../lib/router';
import { latsolPath, paths } from '../../routes';
import { tryoutPath } from '../../tryout-paths';
import { useResult, type TTryoutResult } from './api/get-result';
import { useTryout } from './api/get-tryout';
import { BackLink, Badge, cardClass } from './components/card';
import { LoadError } from './components/load-error';
import { formatTryoutTime } from './tryout-format';
import './tryout-error-messages';

// /tryout/:tryoutId/hasil (issue 36): before the window closes only 'Terkirim'; after it, the
// predicted score with its uncertainty and percentile, which parameters it came from, each
// section's score, the subtopics that cost most (each a link to practise them), and every
// problem with the learner's answer, the key, the solution and its measured difficulty.

type TScored = Extract<TTryoutResult, { status: 'scored' }>;

// Every problem's review (below the scores) in a chunk of its own, fetched while the result is asked for.
const problemReview = lazyComponent(async () => (await import('./components/problem-review')).ProblemReview);

function StageLine({ result }: { result: TScored }) {
  const version = `parameter versi ${result.version.version}`;
  return result.stage === 'final' ? (
    <p className="text-sm font-semibold text-slate-700">Skor akhir ({version})</p>
  ) : (
    <p className="text-sm font-semibold text-amber-900">Skor sementara ({version}); skor akhir dihitung ulang dari semua peserta.</p>
  );
}

function Overall({ result }: { result: TScored }) {
  const { overall } = result;
  return (
    <section aria-labelledby="overall-title" className={`${cardClass} mt-4`}>
      <StageLine result={result} />
      <h2 id="overall-title" className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        Skor prediksi
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-slate-900">
        <span className="text-5xl font-bold tabular-nums">{overall.score}</span>
        <span className="text-2xl font-semibold tabular-nums text-slate-700">± {overall.plusMinus}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Kemungkinan besar antara {overall.low} dan {overall.high}.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone="done">{overall.bandLabel}</Badge>
        {overall.percentile !== null ? (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900">Persentil {Math.round(overall.percentile)}</span>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600">Perkiraan dari peserta tryout ini, bukan skor resmi UTBK/SNBT.</p>
    </section>
  );
}

function Sections({ result }: { result: TScored }) {
  return (
    <section aria-labelledby="sections-title" className={`${cardClass} mt-4`}>
      <h2 id="sections-title" className="text-lg font-bold text-slate-900">
        Skor per bagian
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {result.sections.map((section) => (
          <li key={section.sectionId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
            <span className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]">{section.name}</span>
            <span className="flex items-center gap-2">
              <span className="font-semibold tabular-nums text-slate-900">
                {section.score} <span className="font-normal text-slate-600">± {section.plusMinus}</span>
              </span>
              <Badge tone="closed">{section.bandLabel}</Badge>
            </span>
          </li>
        ))}
      </ul>
      {result.sections.length > 1 ? (
        <p className="mt-2 text-sm text-slate-600">
          Skor prediksi keseluruhan dihitung dari semua soal sekaligus, bukan dari rata-rata skor bagian. Dengan lebih banyak soal perkiraannya lebih pasti, jadi bisa lebih tinggi atau lebih rendah dari skor tiap bagian.
        </p>
      ) : null}
    </section>
  );
}

function WeakSubtopics({ result }: { result: TScored }) {
  if (result.weakSubtopics.length === 0) return null;
  return (
    <section aria-labelledby="weak-title" className={`${cardClass} mt-4`}>
      <h2 id="weak-title" className="text-lg font-bold text-slate-900">
        Perlu dilatih lagi
      </h2>
      <p className="text-sm text-slate-600">Subtopik tempat Anda paling banyak kehilangan nilai.</p>
      <ul className="mt-2 space-y-2">
        {result.weakSubtopics.map((weak) => {
          const text = (
            <span className="min-w-0">
              <span className={`block font-semibold [overflow-wrap:anywhere] ${weak.practicable ? 'text-indigo-700' : 'text-slate-900'}`}>{weak.subtopicName}</span>
              <span className="block text-sm text-slate-600">
                {weak.topicName} · {weak.lost} soal salah atau kosong
                {weak.practicable ? '' : ' · belum tersedia untuk latihan'}
              </span>
            </span>
          );
          return (
            <li key={`${weak.categoryCode}/${weak.topicCode}/${weak.subtopicCode}`}>
              {weak.practicable ? (
                <Link
                  to={latsolPath.subtopic(weak.categoryCode, weak.topicCode, weak.subtopicCode)}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-slate-200 px-3 py-2 hover:bg-slate-50"
                  aria-label={`Latihan ${weak.subtopicName}`}
                >
                  {text}
                  <span aria-hidden="true" className="text-indigo-700">
                    &rarr;
                  </span>
                </Link>
              ) : (
                <div className="flex min-h-12 items-center rounded-xl border border-slate-200 px-3 py-2">{text}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ResultView({ tryoutId }: { tryoutId: string }) {
  const query = useResult(tryoutId);
  const tryout = useTryout(tryoutId);
  useEffect(() => {
    void problemReview.preload().catch(() => undefined);
  }, []);
  useSessionCheckOnUnauthenticated(query.error);
  const title = tryout.data?.tryout.title ?? 'Tryout';
  const head = (
    <>
      <PageTitle title={`Hasil ${title}`} />
      <BackLink to={paths.tryout} label="Tryout" />
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">Hasil {title}</h1>
    </>
  );
  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <PageMessage title="Anda belum mengikuti tryout ini" action={<Link to={tryoutPath.tryout(tryoutId)} className={primaryButton}>Lihat tryout</Link>} />;
    }
    if (query.error instanceof ApiError && query.error.status === 409) {
      return <PageMessage title="Tryout ini belum selesai Anda kerjakan" action={<Link to={tryoutPath.sitting(tryoutId)} className={primaryButton}>Lanjutkan</Link>} />;
    }
    return <LoadError what="hasil" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const result = query.data;
  if (result.status !== 'scored') {
    const closesAt = tryout.data?.tryout.closesAt;
    return (
      <>
        {head}
        <div className={`${cardClass} mt-4 text-center`}>
          <Badge tone="done">Terkirim</Badge>
          <p className="mt-3 text-slate-700">Jawaban Anda sudah terkirim. Skor prediksi, persentil, dan pembahasan keluar setelah tryout ditutup{closesAt ? ` (${formatTryoutTime(closesAt)})` : ''}.</p>
          <Link to={paths.tryout} className={`${secondaryButton} mt-4`}>
            Ke daftar tryout
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      {head}
      <Overall result={result} />
      <Sections result={result} />
      <WeakSubtopics result={result} />
      <problemReview.WhenLoaded fallback={<LoadingMessage />} result={result} />
    </>
  );
}

export function ResultPage() {
  const { tryoutId = '' } = useParams<{ tryoutId: string }>();
  return (
    <RequireUser guestMessage="Silakan masuk untuk melihat hasil tryout.">
      {() => (
        <PageShell isNarrow>
          <ResultView tryoutId={tryoutId} />
        </PageShell>
      )}
    </RequireUser>
  );
}
