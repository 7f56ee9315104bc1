import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { canSubmit } from '../../../core/answer-fit';
import type { TSubmittedAnswer } from '../../../core/problem-shapes';
import { answerDraftFrom } from '../../../problem-types/answer-forms';
import { REVIEW_REASON_LABELS, type TReviewItem } from '../../../core/reviews';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { lazyComponent } from '../../components/lazy-component';
import { LoadingMessage } from '../../components/loading-message';
import { PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { ApiError } from '../../lib/api-client';
import { formatDueAt } from '../../lib/date-format';
import { getErrorMessage } from '../../lib/error-messages';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useAnswerReview, type TReviewAnswerResponse } from './api/answer-review';
import { useReviewProblem, useReviews, type TReviewList } from './api/get-reviews';
import { ReviewResult } from './components/review-result';
import { useSingleFlight } from './use-single-flight';
import './review-error-messages';

// 'Ulang Soal' (issue 34): the learner's due reviews one after another, each shown fresh (no
// earlier answer, no solution) with why it came back, answered with the problem page's own form,
// then graded: the learner's own answer, marked, beside the key (issue 52.4), the solution, and
// 'Lanjut' to the next.

// The form comes from the problem page's chunk (see problem-page.tsx), the solution panel and the
// answer beside the key from their own.
const answerFields = lazyComponent(async () => (await import('./problem-page')).AnswerFields);
const solutionPanel = lazyComponent(async () => (await import('./components/solution-panel')).SolutionPanel);
const answerBesideKey = lazyComponent(async () => (await import('./components/answer-beside-key')).AnswerBesideKey);

const isGoneFromQueue = (error: unknown) => error instanceof ApiError && (error.code === 'reviews.not_due' || error.code === 'reviews.not_found');

type ReviewCardProps = { item: TReviewItem; onAnswered: () => void; onNext: () => void; isNextPending: boolean };

function ReviewCard({ item, onAnswered, onNext, isNextPending }: ReviewCardProps) {
  const query = useReviewProblem(item.problemId);
  const answer = useAnswerReview(item.problemId);
  const flight = useSingleFlight();
  const resultRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<TSubmittedAnswer | null>(null);
  const [answered, setAnswered] = useState<TReviewAnswerResponse | null>(null);
  const [invalidAnswer, setInvalidAnswer] = useState<TSubmittedAnswer | null>(null);

  const nextButton = (
    <button type="button" onClick={onNext} disabled={isNextPending} aria-busy={isNextPending} className={`${primaryButton} min-h-12 w-full sm:w-auto sm:px-8`}>
      Lanjut <span aria-hidden="true">&rarr;</span>
    </button>
  );

  if (query.isPending) return <LoadingMessage />;
  // Answered in another tab meanwhile (not due), or gone from the queue: say so and go on.
  if (query.isError || isGoneFromQueue(answer.error)) {
    return (
      <div role="alert" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:p-6">
        <p className="font-semibold">{getErrorMessage(query.error ?? answer.error)}</p>
        <div className="mt-4">{nextButton}</div>
      </div>
    );
  }

  const { breadcrumb, problem } = query.data.problem;
  const current = draft ?? answerDraftFrom(problem.type, undefined);
  const answerShape = { type: problem.type, options: Object.fromEntries(problem.options.map((option) => [option.key, 'x'])), answerCategories: problem.answerCategories };
  const isCheckable = !answered && !answer.isPending && canSubmit(answerShape, current);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCheckable || !flight.start()) return;
    const submitted = current;
    answer.mutate(submitted, {
      onSettled: flight.finish,
      onSuccess: (response) => {
        // The answer beside the key has its own chunk: fetched as the grade comes in.
        void answerBesideKey.preload().catch(() => undefined);
        setAnswered(response);
        onAnswered();
        requestAnimationFrame(() => resultRef.current?.focus());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'practice.answer_not_a_number') {
          setInvalidAnswer(submitted);
          return;
        }
        if (!isGoneFromQueue(error)) toast.error(getErrorMessage(error));
      },
    });
  };

  return (
    <article aria-labelledby={`review-${problem.problemId}`} className="mt-4">
      <p className="text-sm font-medium text-slate-600">
        {breadcrumb.category.categoryName} › {breadcrumb.topic.topicName} › {breadcrumb.subtopic.subtopicName}
      </p>
      <p className="mt-2">
        <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">{REVIEW_REASON_LABELS[item.reason]}</span>
      </p>
      <h2 id={`review-${problem.problemId}`} className="mt-1 text-xl font-bold text-slate-900">
        Soal #{problem.number}
      </h2>
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="math-content question-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: problem.questionHtml }} />
        <form noValidate onSubmit={onSubmit} className="mt-5 border-t border-slate-200 pt-5">
          <Suspense fallback={<LoadingMessage />}>
            {answered ? (
              <answerBesideKey.Component problem={problem} mine={answered.result.answer} answerKey={answered.reveal.answer} isCorrect={answered.result.isCorrect} />
            ) : (
              <answerFields.Component
                problem={problem}
                value={current}
                onChange={setDraft}
                isSolved={false}
                isReady
                isRefusedAsNotNumber={invalidAnswer !== null && invalidAnswer === current}
              />
            )}
          </Suspense>
          <ReviewResult
            ref={resultRef}
            result={answered && { ...answered.result, level: answered.level }}
            subtopicName={breadcrumb.subtopic.subtopicName}
          />
          <div className="mt-5">
            {answered ? (
              nextButton
            ) : (
              <button type="submit" disabled={!isCheckable} aria-busy={answer.isPending} className={`${primaryButton} min-h-12 w-full sm:w-auto sm:px-8`}>
                {answer.isPending ? 'Memeriksa...' : 'Cek Jawaban'}
              </button>
            )}
          </div>
        </form>
      </div>
      {answered ? (
        <Suspense fallback={null}>
          <solutionPanel.Component reveal={answered.reveal} panelId={`review-solution-${problem.problemId}`} />
        </Suspense>
      ) : null}
    </article>
  );
}

function NothingDue({ list, hasAnswered }: { list: TReviewList; hasAnswered: boolean }) {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <h2 className="text-lg font-bold text-slate-900">{hasAnswered ? 'Semua soal yang perlu diulang sudah selesai!' : 'Tidak ada soal yang perlu diulang sekarang.'}</h2>
      <p className="mt-2 text-slate-600">
        {list.nextDueAt
          ? `Ulangan berikutnya: ${formatDueAt(new Date(list.nextDueAt), new Date())}.`
          : 'Soal yang pernah Anda jawab salah atau selesaikan setelah beberapa upaya akan muncul di sini untuk diulang.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.latsol} className={primaryButton}>
          Lanjut Latihan
        </Link>
        <Link to={paths.dashboard} className={secondaryButton}>
          Ke Dashboard
        </Link>
      </div>
    </section>
  );
}

function ReviewsView() {
  const list = useReviews();
  useSessionCheckOnUnauthenticated(list.error);
  // The review on screen stays there once answered, while the list behind it is asked for again.
  const [pinned, setPinned] = useState<TReviewItem | null>(null);
  const [answeredCount, setAnsweredCount] = useState(0);
  const [isNextPending, setIsNextPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void answerFields.preload().catch(() => undefined);
  }, []);

  const goToNext = async () => {
    setIsNextPending(true);
    await list.refetch();
    setIsNextPending(false);
    setPinned(null);
    headingRef.current?.focus();
  };

  const shown = pinned ?? list.data?.due[0] ?? null;
  return (
    <PageShell isNarrow>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
        Ulang Soal
      </h1>
      {list.isPending ? (
        <LoadingMessage />
      ) : list.isError && !list.data ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>Gagal memuat daftar ulang: {getErrorMessage(list.error)}</p>
          <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void list.refetch()}>
            Coba Lagi
          </button>
        </div>
      ) : shown ? (
        <>
          <p className="mt-1 text-slate-600">
            {list.data.dueCount > 0
              ? `${list.data.dueCount} soal perlu diulang. Jawab dulu, pembahasannya menyusul.`
              : 'Ini soal terakhir yang perlu diulang sekarang.'}
          </p>
          <ReviewCard
            key={shown.problemId}
            item={shown}
            onAnswered={() => {
              setPinned(shown);
              setAnsweredCount((count) => count + 1);
            }}
            onNext={() => void goToNext()}
            isNextPending={isNextPending}
          />
        </>
      ) : (
        <NothingDue list={list.data} hasAnswered={answeredCount > 0} />
      )}
    </PageShell>
  );
}

export function ReviewPage() {
  return (
    <>
      <PageTitle title="Ulang Soal" />
      <RequireUser guestMessage="Silakan masuk untuk mengulang soal Anda.">{() => <ReviewsView />}</RequireUser>
    </>
  );
}
