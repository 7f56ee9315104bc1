import { useEffect, useRef } from 'react';
import { secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { EmptyListMessage, PageShell } from '../../components/page-shell';
import { PageTitle } from '../../components/page-title';
import { toast } from '../../lib/toast';
import { RequireUser, useSessionCheckOnUnauthenticated } from '../../components/require-user';
import { useQuestions, type TUserQuestion } from './api/get-questions';
import { useMarkQuestionsSeen } from './api/mark-questions-seen';
import { QuestionItem } from './components/question-item';
import { UploadForm } from './components/upload-form';

const LOAD_FAILED = 'Gagal memuat daftar pertanyaan.';

/**
 * Once the list has loaded on this visit, the answers in it count as seen (once per visit).
 * Until the server answers, nothing is highlighted; then what was answered after the previous
 * visit is, for as long as the page stays open.
 */
function useAnswersSeenOnVisit(hasLoaded: boolean) {
  const markSeen = useMarkQuestionsSeen();
  const hasMarked = useRef(false);
  const { mutate } = markSeen;
  useEffect(() => {
    if (!hasLoaded || hasMarked.current) return;
    hasMarked.current = true;
    mutate();
  }, [hasLoaded, mutate]);
  if (!markSeen.data) return () => false;
  const previous = markSeen.data.previousSeenAt ? new Date(markSeen.data.previousSeenAt).getTime() : -Infinity;
  return (question: TUserQuestion) => question.answeredAt !== null && new Date(question.answeredAt).getTime() > previous;
}

function QuestionList() {
  const query = useQuestions();
  const isSessionGone = useSessionCheckOnUnauthenticated(query.error);
  const failedAt = query.isError && !isSessionGone ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(LOAD_FAILED, { id: 'questions-load-failed' });
  }, [failedAt]);

  const isNew = useAnswersSeenOnVisit(query.isSuccess && query.isFetchedAfterMount);

  const count = query.data?.questions.length;
  return (
    <section aria-labelledby="question-list-title" className="mt-8">
      <h2 id="question-list-title" className="text-xl font-bold text-slate-900">
        {count === undefined ? 'Daftar Pertanyaan Anda' : `Daftar Pertanyaan Anda (${count})`}
      </h2>
      {query.isPending ? (
        <LoadingMessage />
      ) : query.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{LOAD_FAILED}</p>
          <button type="button" className={secondaryButton} onClick={() => query.refetch()}>
            Coba Lagi
          </button>
        </div>
      ) : query.data.questions.length === 0 ? (
        <EmptyListMessage>Belum ada pertanyaan yang Anda kirim.</EmptyListMessage>
      ) : (
        <ul className="mt-4 space-y-3 sm:space-y-4">
          {query.data.questions.map((question) => (
            <QuestionItem key={question.userQuestionId} question={question} isNew={isNew(question)} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function TanyaSoalPage() {
  return (
    <>
      <PageTitle title="Tanya Soal" />
      <RequireUser guestMessage="Silakan login untuk bertanya soal.">
        {() => (
          <PageShell isNarrow>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tanya Soal</h1>
            <p className="mb-4 mt-1 text-slate-600">Kirim foto soal yang belum bisa Anda kerjakan; admin akan meninjaunya dan membuatkan pembahasannya.</p>
            <UploadForm />
            <QuestionList />
          </PageShell>
        )}
      </RequireUser>
    </>
  );
}
