import { MASTERY_LABELS, MASTERY_LEVELS } from '../../../../core/mastery';
import type { TMasteryMap, TNextStep, TReviewsSummary } from '../../../../core/reviews';
import { primaryButton } from '../../../components/button-styles';
import { LevelBadge } from '../../../components/level-badge';
import { formatDueAt } from '../../../lib/date-format';
import { formatCount } from '../../../lib/number-format';
import { Link } from '../../../lib/router';
import { latsolPath, paths } from '../../../routes';

// The dashboard's part of issue 34, in a chunk of its own (the dashboard route's JavaScript is near
// its budget): 'Lanjutkan', the review count and the map of levels. The server renders it with the
// rest of the dashboard (decision 049); the browser takes it over once this chunk is in.

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const linkClass = '-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline';

type TNextStepView = { headline: string; detail: string; action: string; to: string };

function nextStepView(next: TNextStep | null): TNextStepView {
  if (!next) return { headline: 'Semua soal sudah Anda selesaikan!', detail: 'Pilih kategori lain untuk terus berlatih.', action: 'Lihat Latihan Soal', to: paths.latsol };
  if (next.kind === 'review') {
    return { headline: `${formatCount(next.dueCount)} soal perlu diulang`, detail: 'Ulangi sekarang agar makin kuat dan tidak lupa.', action: 'Ulang Soal', to: paths.ulang };
  }
  const { categoryId, topicId, subtopicId, problemId } = next.link;
  const to = latsolPath.problem(categoryId, topicId, subtopicId, problemId);
  if (next.kind === 'continue') return { headline: next.subtopicName, detail: 'Lanjutkan soal yang belum Anda selesaikan.', action: 'Lanjutkan', to };
  return { headline: next.subtopicName, detail: `Level Anda di sini: ${MASTERY_LABELS[next.level]}. Mulai dari soal pertama yang belum selesai.`, action: 'Mulai Latihan', to };
}

/** 'Lanjutkan': the one best next thing, one tap away (due reviews, else the next problem). */
export function NextStepCard({ next }: { next: TNextStep | null }) {
  const view = nextStepView(next);
  return (
    <section aria-labelledby="next-step-title" className="flex h-full flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <h2 id="next-step-title" className="text-sm font-semibold uppercase tracking-wide text-indigo-800">
          Lanjutkan
        </h2>
        <p className="mt-1 text-xl font-bold leading-snug text-slate-900">{view.headline}</p>
        <p className="mt-1 text-slate-700">{view.detail}</p>
      </div>
      <Link to={view.to} className={`${primaryButton} w-full shrink-0 sm:w-auto`}>
        {view.action} <span aria-hidden="true">&rarr;</span>
      </Link>
    </section>
  );
}

/** How many reviews are due now, or when the next one is (in the zone the dashboard was made in). */
export function ReviewsCard({ reviews, timeZone }: { reviews: TReviewsSummary; timeZone: string }) {
  return (
    <section aria-labelledby="reviews-title" className={`flex h-full flex-col ${cardClass}`}>
      <h2 id="reviews-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Ulang Soal
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-3xl font-bold text-slate-900 sm:text-4xl">{formatCount(reviews.dueCount)}</span>
        <span className="text-base font-medium text-slate-600">soal perlu diulang</span>
      </p>
      {reviews.dueCount === 0 ? (
        <p className="mt-1 text-sm text-slate-600" suppressHydrationWarning>
          {reviews.nextDueAt ? `Ulangan berikutnya: ${formatDueAt(new Date(reviews.nextDueAt), new Date(), timeZone)}` : 'Soal yang Anda selesaikan setelah beberapa upaya akan muncul di sini.'}
        </p>
      ) : null}
      <div className="mt-auto pt-2">
        <Link to={paths.ulang} className={linkClass}>
          Buka Ulang Soal <span aria-hidden="true">&rarr;</span>
        </Link>
      </div>
    </section>
  );
}

function LevelScale() {
  return (
    <ul aria-label="Urutan level" className="mt-3 flex flex-wrap items-center gap-2">
      {MASTERY_LEVELS.map((level) => (
        <li key={level}>
          <LevelBadge level={{ level, label: MASTERY_LABELS[level] }} />
        </li>
      ))}
    </ul>
  );
}

/** Category › topic › subtopic with the learner's level on each (the category chip filters it). */
export function MasteryMap({ mastery }: { mastery: TMasteryMap }) {
  return (
    <section aria-labelledby="mastery-title" className={cardClass}>
      <h3 id="mastery-title" className="text-lg font-semibold text-slate-900">
        Peta Penguasaan
      </h3>
      <p className="mt-1 text-sm text-slate-600">Level Anda di setiap subtopik, dari Belum Mulai sampai Menguasai.</p>
      <LevelScale />
      {mastery.length === 0 ? (
        <p className="mt-4 text-slate-600">Belum ada subtopik yang berisi soal.</p>
      ) : (
        <div className="mt-4 space-y-6">
          {mastery.map((category) => (
            <div key={category.categoryId}>
              <h4 className="text-base font-bold text-slate-900">{category.categoryName}</h4>
              <div className="mt-2 space-y-4">
                {category.topics.map((topic) => (
                  <div key={topic.topicId}>
                    <p className="text-sm font-semibold text-slate-600">
                      {category.categoryName} <span aria-hidden="true">›</span>
                      <span className="sr-only">,</span> {topic.topicName}
                    </p>
                    <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                      {topic.subtopics.map((subtopic) => (
                        <li key={subtopic.subtopicId}>
                          <Link
                            to={latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId)}
                            className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50"
                          >
                            <span className="flex flex-wrap items-center justify-between gap-2">
                              <span className="font-semibold text-slate-900">{subtopic.subtopicName}</span>
                              <LevelBadge level={subtopic} />
                            </span>
                            <span className="text-sm leading-snug text-slate-600">{subtopic.reason}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
