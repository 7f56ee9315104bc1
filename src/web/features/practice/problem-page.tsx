import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from '../../lib/router';
import { canSubmit } from '../../../core/answer-fit';
import type { TSubmittedAnswer } from '../../../core/problem-shapes';
import { primaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { ApiError } from '../../lib/api-client';
import { getErrorMessage, isConnectionLost } from '../../lib/error-messages';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../../lib/local-draft';
import { isSessionExpired } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import type { MeResponse } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useIsHydrated } from '../../lib/use-hydrated';
import { LoadFailure } from '../../components/load-failure';
import { lazyComponent } from '../../components/lazy-component';
import { draftFrom, emptyDraft } from '../../components/answer/answer-draft';
import { useCheckAnswer, useGuestSolvedReplay, type TCheckResponse } from './api/check-answer';
import { useRecordOpenedProblem } from './api/record-opened-problem';
import { useProblem, type TProblemCodes, type TProblemResponse, type TReveal, type TShownProblemPage } from './api/get-problem';
import { ProblemShell } from './components/problem-shell';
import { AnswerFields } from '../../components/answer/answer-fields';
import { BookmarkButton } from './components/bookmark-button';
import { CheckResult, type TResultView } from './components/check-result';
import { ReportProblem } from './components/report-problem';
import { StableLabel } from './components/stable-label';
import { TagChips } from '../../components/tag-chips';
import { readGuestSolved, rememberGuestSolved } from './guest-solved-store';
import { useSingleFlight } from './use-single-flight';

const keptAnswerKey = (problemId: string) => `answer:${problemId}`;
// Shown only once the problem is solved: its chunk is fetched after the page shows, so the page
// itself loads less before it can be used.
const solutionPanel = lazyComponent(async () => (await import('./components/solution-panel')).SolutionPanel);
// Rare (a tryout holds the problem, decision 068): in a chunk of its own, so that every other
// problem page loads none of it; the server's render waits for it.
const problemInTryout = lazyComponent(async () => (await import('./components/problem-in-tryout')).ProblemInTryout);
// Only a page opened from a Tugas (`?tugas=`, issue 51) loads it.
const assignmentMode = lazyComponent(async () => (await import('./assignment-mode/assignment-mode')).AssignmentMode);
// Issue 52: hints and the way out: for a learner from the start ('Saya menyerah'), for a guest after a
// wrong answer (a prompt to sign in).
const stuckHelp = lazyComponent(async () => (await import('./components/stuck-help')).StuckHelp);
const CHECK_LABELS = { idle: 'Cek Jawaban', busy: 'Memeriksa...' };

function checkFailureMessage(error: unknown): string {
  // A dropped connection and a database outage have their own messages: the answer stays typed
  // in, so the learner only has to try again (or wait a moment).
  if (isConnectionLost(error)) return getErrorMessage(error);
  if (error instanceof ApiError && error.code === 'server.database_unavailable') return getErrorMessage(error);
  const isServerFailure = !(error instanceof ApiError) || error.status >= 500;
  return isServerFailure ? 'Gagal menyimpan progres jawaban.' : getErrorMessage(error);
}

// What the page shows before any check in this visit: the saved state of the learner.
function savedResult({ progress }: TProblemResponse): TResultView | null {
  if (!progress || progress.attemptsCount === 0) return null;
  if (progress.isCorrect) return { isCorrect: true, attemptsCount: progress.attemptsCount, xpAwarded: 0 };
  if (progress.lastAnswerCorrect === false) return { isCorrect: false, attemptsCount: progress.attemptsCount, xpAwarded: 0 };
  return null;
}

function ProblemView({ page, codes, tugas }: { page: TShownProblemPage; codes: TProblemCodes; tugas: string | null }) {
  // The answer state of this visit starts from what was saved when the page opened; checks then
  // drive it. Later cache writes (made for the next visit) must not overtake the latest check.
  const [openedPage] = useState(page);
  const { breadcrumb, problem, progress } = page;
  const isGuest = progress === null;
  // Browser storage is read once the server's HTML is hydrated (see useIsHydrated). A page the
  // server rendered for every signed-in learner is hydrated without their progress, which follows
  // at once (ssr-state.ts): a guest's answer kept in this tab is not replayed for them meanwhile.
  const isHydrated = useIsHydrated();
  const queryClient = useQueryClient();
  const isSignedIn = queryClient.getQueryData<MeResponse>(queryKeys.me)?.user != null;
  // A page the server rendered for every signed-in learner comes without this learner's progress,
  // which the data tail brings right after hydration and which remounts this view as theirs (its
  // key): until then nothing here takes input, or what was typed or tapped would be dropped, or
  // answered as for a guest.
  const awaitsOwnProgress = isGuest && isSignedIn;
  const isReady = isHydrated && !awaitsOwnProgress;
  const storedGuestAnswer = useMemo(
    () => (isHydrated && isGuest && !isSignedIn ? readGuestSolved(problem.problemId) : undefined),
    [isHydrated, isGuest, isSignedIn, problem.problemId],
  );
  const replay = useGuestSolvedReplay(problem.problemId, storedGuestAnswer);
  const [draft, setDraft] = useState<TSubmittedAnswer>(() => {
    // An answer typed before the session ended, kept through the login round trip (which comes
    // back here by client-side navigation, so this page is not being hydrated then).
    const kept = isHydrated ? readLocalDraft<unknown>(keptAnswerKey(problem.problemId)) : null;
    if (kept) return draftFrom(problem.type, kept.values);
    return progress?.lastAnswer && !progress.isCorrect ? draftFrom(problem.type, progress.lastAnswer) : emptyDraft(problem.type);
  });
  const [lastCheck, setLastCheck] = useState<TCheckResponse | null>(null);
  const [revealed, setRevealed] = useState<TReveal | null>(null);
  // In a Tugas the problem is called by its place there ('Soal 2'), once known; null: not in it.
  const [place, setPlace] = useState<number | null>();
  // Number mode: the server's 'not a number' stays under the field until the answer changes.
  const [invalidAnswer, setInvalidAnswer] = useState<TSubmittedAnswer | null>(null);
  const check = useCheckAnswer(codes);
  const resultRef = useRef<HTMLDivElement>(null);
  const checkFlight = useSingleFlight();
  useEffect(() => {
    void solutionPanel.preload().catch(() => undefined);
    // A learner may give up at once ('Saya menyerah', issue 52): the help's chunk follows the page.
    if (!isGuest) void stuckHelp.preload().catch(() => undefined);
  }, [isGuest]);
  // A learner's own, published problem: never a guest's, nor a draft an admin previews.
  useRecordOpenedProblem(problem.problemId, !isGuest && !problem.isDraft);

  const replayed = replay.data?.result.isCorrect ? replay.data : null;
  const reveal = lastCheck?.reveal ?? revealed ?? openedPage.reveal ?? replayed?.reveal ?? null;
  const isRevealed = !!revealed || !!openedPage.progress?.isRevealed;
  const isSolved = reveal !== null;
  const result: TResultView | null = lastCheck?.result ?? (replayed ? replayed.result : savedResult(openedPage));
  const shownAnswer = reveal ? draftFrom(problem.type, reveal.answer) : draft;
  const answerShape = {
    type: problem.type,
    options: Object.fromEntries(problem.options.map((option) => [option.key, 'x'])),
    answerCategories: problem.answerCategories,
  };
  // Not before React has taken over the server's HTML: the form would be submitted by the browser.
  const isCheckable = isReady && !check.isPending && canSubmit(answerShape, draft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCheckable || !checkFlight.start()) return;
    const answer = draft;
    check.mutate(answer, {
      onSettled: checkFlight.finish,
      onSuccess: (response) => {
        clearLocalDraft(keptAnswerKey(problem.problemId));
        setLastCheck(response);
        if (!response.result.isCorrect) return;
        if (isGuest) rememberGuestSolved(problem.problemId, answer);
        // The check button disappears: keep keyboard focus on the result instead of losing it.
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'practice.answer_not_a_number') {
          setInvalidAnswer(answer);
          return;
        }
        // A tryout took the problem since the page opened: the page, loaded again, says why.
        if (error instanceof ApiError && error.code === 'practice.problem_in_tryout') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.problem(codes) });
          return;
        }
        // The page is about to show the learner as a guest (and remount): keep the answer for
        // when they have signed in again and come back here.
        if (isSessionExpired(error)) writeLocalDraft(keptAnswerKey(problem.problemId), answer, null);
        toast.error(checkFailureMessage(error));
      },
    });
  };

  const mode = tugas && place !== null && { assignmentId: tugas, problemId: problem.problemId, isSolved, onPlace: setPlace };
  const title = mode ? `Soal ${place ?? ''}`.trim() : `Soal #${problem.number}`;
  return (
    <ProblemShell breadcrumb={breadcrumb} title={title}>
        {mode ? <assignmentMode.WhenLoaded fallback={null} {...mode} /> : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <TagChips tag={problem.tag} className="mt-2" />
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            <BookmarkButton problemId={problem.problemId} isBookmarked={progress ? progress.isBookmarked : null} isReady={isReady} />
            <ReportProblem problemId={problem.problemId} isGuest={isGuest} isReady={isReady} />
          </div>
        </div>
        {problem.isDraft ? (
          <p role="status" className="mt-4 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            Draf: soal ini belum dipublikasikan dan hanya terlihat oleh admin.
          </p>
        ) : null}

        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="math-content question-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: problem.questionHtml }} />
          <form noValidate onSubmit={onSubmit} className="mt-5 border-t border-slate-200 pt-5">
            {replay.isLoading ? (
              <LoadingMessage />
            ) : (
              <>
                <AnswerFields
                  problem={problem}
                  value={shownAnswer}
                  onChange={setDraft}
                  isSolved={isSolved}
                  isReady={isReady}
                  isRefusedAsNotNumber={invalidAnswer !== null && invalidAnswer === draft}
                />
                <CheckResult ref={resultRef} result={isRevealed ? null : result} />
                {isSolved ? null : (
                  <div className="mt-5">
                    <button type="submit" disabled={!isCheckable} aria-busy={check.isPending} className={`${primaryButton} min-h-12 w-full sm:w-auto sm:px-8`}>
                      <StableLabel shown={check.isPending ? 'busy' : 'idle'} labels={CHECK_LABELS} />
                    </button>
                  </div>
                )}
                {!isGuest || (result && !result.isCorrect) ? (
                  <stuckHelp.WhenLoaded fallback={null} problem={problem} progress={openedPage.progress} result={result} isRevealed={isRevealed} onReveal={setRevealed} />
                ) : null}
              </>
            )}
          </form>
        </div>

        {reveal ? (
          <Suspense fallback={null}>
            <solutionPanel.Component reveal={reveal} panelId={`solution-${problem.problemId}`} isInitiallyOpen={!!revealed} nextAfter={problem.isDraft || mode ? undefined : problem.problemId} moment={lastCheck?.moment} subtopicName={breadcrumb.subtopic.subtopicName} />
          </Suspense>
        ) : null}
        {mode ? <assignmentMode.WhenLoaded fallback={null} {...mode} isEnd /> : null}
    </ProblemShell>
  );
}

// The review page ('Ulang Soal', issue 34) answers with this very form, taken from this chunk when
// it needs it: imported there too, the form would be split into a chunk of its own, which the
// problem route, at its JavaScript budget, cannot afford (about 0.6 KiB gzip).
export { AnswerFields };

export function ProblemPage() {
  const { categoryId = '', topicId = '', subtopicId = '', problemId = '' } = useParams();
  const codes = { categoryId, topicId, subtopicId, problemId };
  const tugas = useSearchParams()[0].get('tugas');
  const query = useProblem(codes);

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <LoadFailure error={query.error} level="problem" onRetry={() => query.refetch()} />;

  const page = query.data;
  if (page.problem === null) {
    return (
      <Suspense fallback={null}>
        <problemInTryout.Component page={page} />
      </Suspense>
    );
  }
  const isGuest = page.progress === null;
  // A new problem or a session change starts from a clean slate.
  return <ProblemView key={`${problemId}:${isGuest ? 'guest' : 'user'}`} page={{ ...page, problem: page.problem }} codes={codes} tugas={tugas} />;
}
