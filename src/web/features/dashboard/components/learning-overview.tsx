import { MASTERY_LABELS, MASTERY_LEVELS } from '../../../../core/mastery';
import type { TMasteryMap, TNextStep, TReviewsSummary } from '../../../../core/reviews';
import { nextStepView } from '../next-step-view';
import { primaryButton } from '../../../components/button-styles';
import { LevelBadge } from '../../../components/level-badge';
import { formatDueAt } from '../../../lib/date-format';
import { formatCount } from '../../../lib/number-format';
import { Link } from '../../../lib/router';
import { latsolPath, paths } from '../../../routes';
import { LoadingMessage } from '../../../components/loading-message';
import { useMasteryMap } from '../api/get-mastery-map';

// The dashboard's part of issue 34, in a chunk of its own (the dashboard route's JavaScript is near
// its budget): 'Lanjutkan', the review count and the map of levels. The server renders the first
// two with the rest of the dashboard (decision 049); the map's levels are asked for once the page
// is shown (GET /mastery/map), as the topic page asks for its own.

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const linkClass = '-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline';

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
          {reviews.nextDueAt ? `Ulangan berikutnya: ${formatDueAt(new Date(reviews.nextDueAt), new Date(), timeZone)}` : 'Soal yang pernah Anda jawab salah atau selesaikan setelah beberapa upaya akan muncul di sini.'}
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

type TMapCategory = TMasteryMap[number];

/** '1 Mulai · 4 Belum Mulai': how the category's subtopics stand, highest level first. */
function levelSummary(category: TMapCategory): string {
  const counts = new Map<string, number>();
  for (const topic of category.topics) for (const subtopic of topic.subtopics) counts.set(subtopic.level, (counts.get(subtopic.level) ?? 0) + 1);
  return [...MASTERY_LEVELS]
    .reverse()
    .filter((level) => counts.has(level))
    .map((level) => `${formatCount(counts.get(level)!)} ${MASTERY_LABELS[level]}`)
    .join(' · ');
}

const hasProgress = (category: TMapCategory) => category.topics.some((topic) => topic.subtopics.some((subtopic) => subtopic.level !== 'belum_mulai'));

function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
      <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
    </svg>
  );
}

/**
 * Category › topic › subtopic with the learner's level on each (the category chip filters it). A
 * category opens by itself when it is the one chosen or the learner has begun it; the others show
 * how their subtopics stand and open on a tap.
 */
export function MasteryMap({ categoryId }: { categoryId: string | null }) {
  const query = useMasteryMap(categoryId);
  const mastery = query.data?.mastery;
  return (
    <section aria-labelledby="mastery-title" aria-busy={query.isFetching} className={cardClass}>
      <h3 id="mastery-title" className="text-lg font-semibold text-slate-900">
        Peta Penguasaan
      </h3>
      <p className="mt-1 text-sm text-slate-600">Level Anda di setiap subtopik, dari Belum Mulai sampai Menguasai.</p>
      <LevelScale />
      {mastery === undefined ? (
        query.isError ? (
          <p className="mt-4 text-slate-600">Gagal memuat peta penguasaan.</p>
        ) : (
          <div className="mt-4">
            <LoadingMessage />
          </div>
        )
      ) : mastery.length === 0 ? (
        <p className="mt-4 text-slate-600">Belum ada subtopik yang berisi soal.</p>
      ) : (
        <div className="mt-4 space-y-3">
          {mastery.map((category) => (
            <details key={category.categoryId} open={mastery.length === 1 || hasProgress(category)} className="group rounded-xl border border-slate-200">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-3 py-2 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                <span className="min-w-0">
                  <span className="block font-bold text-slate-900">{category.categoryName}</span>
                  <span className="block text-sm text-slate-600">{levelSummary(category)}</span>
                </span>
                <ChevronIcon />
              </summary>
              <div className="space-y-3 border-t border-slate-200 px-3 pb-3">
                {category.topics.map((topic) => (
                  <div key={topic.topicId}>
                    <p className="mt-3 text-sm font-semibold text-slate-600">
                      {category.categoryName} <span aria-hidden="true">›</span>
                      <span className="sr-only">,</span> {topic.topicName}
                    </p>
                    <ul className="mt-1 divide-y divide-slate-100">
                      {topic.subtopics.map((subtopic) => (
                        <li key={subtopic.subtopicId}>
                          <Link
                            to={latsolPath.subtopic(category.categoryId, topic.topicId, subtopic.subtopicId)}
                            className="-mx-2 flex flex-col gap-1.5 rounded-lg px-2 py-2.5 transition-colors hover:bg-indigo-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                          >
                            <span className="min-w-0">
                              <span className="block font-semibold text-slate-900">{subtopic.subtopicName}</span>
                              <span className="block text-sm leading-snug text-slate-600">{subtopic.reason}</span>
                            </span>
                            <span className="shrink-0">
                              <LevelBadge level={subtopic} />
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
