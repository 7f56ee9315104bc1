import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../components/lazy-component';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { LoadingMessage } from '../../components/loading-message';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { queryKeys } from '../../lib/query-keys';
import type { CurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDashboard, type TDashboard } from './api/get-dashboard';
import { CategoryChips } from './components/category-chips';
import { QuestionStatusBox } from './components/question-status-box';
import { RecentActivity } from './components/recent-activity';
import { StatCards } from './components/stat-cards';
import { StreakCard } from './components/streak-card';
import { XpCard } from './components/xp-card';
import { emptyDashboard } from './dashboard-fallback';

const AttemptsChart = lazy(async () => ({ default: (await import('./components/attempts-chart')).AttemptsChart }));
// Issue 34's cards, one chunk for the three (the route's own JavaScript is near its budget).
const learningOverview = () => import('./components/learning-overview');
const NextStepCard = lazy(async () => ({ default: (await learningOverview()).NextStepCard }));
const ReviewsCard = lazy(async () => ({ default: (await learningOverview()).ReviewsCard }));
const MasteryMap = lazy(async () => ({ default: (await learningOverview()).MasteryMap }));
// Issue 51: loaded once the page is up, it asks for a name only when the account has none.
const namePrompt = lazyComponent(async () => (await import('../../components/person-name/name-prompt-slot')).NamePromptSlot);
// Issue 35's card: only learners with open assignments load it.
const AssignmentsCard = lazy(async () => ({ default: (await import('./components/assignments-card')).AssignmentsCard }));

const CHART_TITLE = 'Efisiensi Penguasaan Soal Berdasarkan Upaya';

function ChartPlaceholder() {
  return (
    <div className="flex h-60 items-center justify-center">
      <LoadingMessage />
    </div>
  );
}

/** The categories of any dashboard answer already cached, so the chips survive a failed load. */
function useKnownCategories(): TDashboard['categories'] {
  const queryClient = useQueryClient();
  const cached = queryClient.getQueriesData<TDashboard>({ queryKey: queryKeys.dashboardAll });
  return cached.find(([, data]) => data)?.[1]?.categories ?? [];
}

function DashboardView({ user }: { user: CurrentUser }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const query = useDashboard(categoryId);
  const isSessionGone = useSessionCheckOnUnauthenticated(query.error);
  const knownCategories = useKnownCategories();

  const failedAt = query.isError && !isSessionGone ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error('Gagal memuat data dashboard.', { id: 'dashboard-load-failed' });
  }, [failedAt]);

  if (query.isPending) return <LoadingMessage />;

  // On failure the cards stay, with zeros (spec 8); the XP from the session is still known.
  const dashboard = query.data ?? emptyDashboard({ xpTotal: user.xpTotal, categories: knownCategories, selectedCategoryId: categoryId });
  const isSwitching = query.isPlaceholderData;

  return (
    <div className="space-y-4 sm:space-y-6">
      {query.data && query.data.assignments.length > 0 ? (
        <Suspense fallback={<div className="min-h-40" />}>
          <AssignmentsCard assignments={query.data.assignments} serverNow={query.data.serverNow} receivedAt={query.dataUpdatedAt} />
        </Suspense>
      ) : null}
      {/* Not on the fallback's zeros: 'nothing left to practise' would not be true. */}
      {query.data ? (
        <Suspense fallback={<div className="min-h-40" />}>
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <NextStepCard next={dashboard.next} />
            </div>
            <ReviewsCard reviews={dashboard.reviews} timeZone={dashboard.timeZone} />
          </div>
        </Suspense>
      ) : null}
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <StreakCard streak={dashboard.streak} />
        </div>
        <XpCard xpTotal={dashboard.xpTotal} />
      </div>

      <section aria-labelledby="statistics-title" className="space-y-3 sm:space-y-4">
        <h2 id="statistics-title" className="text-xl font-bold text-slate-900">
          Statistik Latihan
        </h2>
        <CategoryChips categories={dashboard.categories} selectedCategoryId={categoryId} onSelect={setCategoryId} />
        <div aria-busy={isSwitching} className={`space-y-3 transition-opacity sm:space-y-4 ${isSwitching ? 'opacity-60' : ''}`}>
          <StatCards statistics={dashboard.statistics} />
          <Suspense fallback={<ChartPlaceholder />}>
            <MasteryMap categoryId={categoryId} />
          </Suspense>
          <section aria-labelledby="chart-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h3 id="chart-title" className="text-lg font-semibold text-slate-900">
              {CHART_TITLE}
            </h3>
            <div className="mt-4">
              <Suspense fallback={<ChartPlaceholder />}>
                <AttemptsChart buckets={dashboard.statistics.buckets} />
              </Suspense>
            </div>
          </section>
        </div>
      </section>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <QuestionStatusBox counts={dashboard.questionCounts} />
        <RecentActivity items={dashboard.recentActivity} />
      </div>
    </div>
  );
}

export function DashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <RequireUser guestMessage="Silakan login untuk melihat Dashboard Anda.">
        {(user) => (
          <PageShell>
            <namePrompt.WhenLoaded fallback={null} className="mb-6" />
            <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 sm:mb-6 sm:text-3xl">Dashboard</h1>
            <DashboardView user={user} />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
