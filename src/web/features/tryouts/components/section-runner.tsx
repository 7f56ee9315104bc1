import { useEffect, useState } from 'react';
import { canSubmit } from '../../../../core/answer-fit';
import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import { answerDraftFrom, isTypedAnswer } from '../../../../problem-types/answer-forms';
import { useLazyAnswerFields } from '../../../components/answer/answer-fields-context';
import { LoadingMessage } from '../../../components/loading-message';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import type { TCurrentSection, TSittingProblem } from '../api/get-sitting';
import { useSubmitSection } from '../api/submit-section';
import { dropKeptAnswers, readKeptAnswers } from '../kept-answers';
import { useAnswerSaver } from '../use-answer-saver';
import { ConfirmPanel } from './confirm-panel';
import { ProblemNavigator } from './problem-navigator';
import { SaveStatus } from './save-status';
import { SectionTimer } from './section-timer';

// The running section (issue 36): one problem at a time with the answer fields of practice, the
// timer, the navigator, 'Ragu-ragu', and 'Kumpulkan bagian'. Every answer goes to the server as it
// is given (typed ones after a pause); the server keeps everything, so a reload resumes here.

type TProblemView = TSittingProblem['problem'];
type TEntry = { draft: TSubmittedAnswer; flagged: boolean };

const TYPING_PAUSE_MS = 800;
const UNREACHABLE_ON_SUBMIT =
  'Bagian ini belum terkumpul karena server tidak bisa dihubungi. Jawaban Anda tetap di halaman ini; tekan "Ya, kumpulkan" lagi setelah koneksi kembali.';

const answerShapeOf = (problem: TProblemView) => ({
  type: problem.type,
  options: Object.fromEntries(problem.options.map((option) => [option.key, 'x'])),
  answerCategories: problem.answerCategories,
});

const isEmptyDraft = (draft: TSubmittedAnswer) =>
  typeof draft === 'string' ? draft.trim() === '' : Array.isArray(draft) ? draft.length === 0 : Object.keys(draft).length === 0;

/** What a draft sends: itself when complete, null when emptied, nothing yet when half done (a statements table). */
function sendableAnswer(problem: TProblemView, draft: TSubmittedAnswer): TSubmittedAnswer | null | undefined {
  if (canSubmit(answerShapeOf(problem), draft)) return draft;
  return isEmptyDraft(draft) ? null : undefined;
}

/** The network is down or the server cannot serve (a database outage): trying again later can work. */
const isUnreachable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

type TRunnerProps = {
  tryoutId: string;
  userId: string;
  section: TCurrentSection;
  sectionNumber: number;
  sectionCount: number;
  offsetMs: number;
  onServerNow: (serverNow: string) => void;
  /** The deadline passed on the timer (`expired`), or the server said the section is over (`closed`). */
  onOver: (why: 'expired' | 'closed') => void;
  /** Nothing above it on the page: its bar starts right under the navbar, not after the page's top space. */
  isFirstOnPage?: boolean;
};

export function SectionRunner({ tryoutId, userId, section, sectionNumber, sectionCount, offsetMs, onServerNow, onOver, isFirstOnPage = false }: TRunnerProps) {
  const { problems } = section;
  const [index, setIndex] = useState(0);
  // The server's answers, and over them those kept from before a login (kept-answers.ts): given in
  // this section after the session ended, so not on the server yet.
  const [kept] = useState(() => {
    const found = readKeptAnswers(tryoutId, userId);
    return found?.sectionId === section.sectionId ? found.answers : null;
  });
  const [startValues] = useState(() =>
    problems.map(({ problem, answer, flagged }) => ({ problem, value: kept?.[problem.problemId] ?? { answer: answer ?? null, flagged } })),
  );
  const [entries, setEntries] = useState<Record<string, TEntry>>(() =>
    Object.fromEntries(startValues.map(({ problem, value }) => [problem.problemId, { draft: answerDraftFrom(problem.type, value.answer ?? undefined), flagged: value.flagged }])),
  );
  // The answer each problem last sent (a flag sent alone carries it).
  const [sent] = useState(() => new Map(startValues.map(({ problem, value }) => [problem.problemId, value.answer])));
  const saver = useAnswerSaver({ tryoutId, userId, section, onClosed: () => onOver('closed'), onServerNow });
  useEffect(() => {
    if (!kept) return;
    for (const { problem } of problems) {
      const value = kept[problem.problemId];
      if (value) saver.queue(problem.problemId, value, 0);
    }
    // In the saver now: if the session ends again, it keeps whatever is still unsaved.
    dropKeptAnswers(tryoutId, userId);
  }, [kept, problems, saver, tryoutId, userId]);
  const submit = useSubmitSection(tryoutId);
  const [isAsking, setIsAsking] = useState(false);
  const [isHandingIn, setIsHandingIn] = useState(false);
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);

  const answerFields = useLazyAnswerFields();
  const shown = problems[index]!;
  const { problem } = shown;
  const entry = entries[problem.problemId]!;

  const update = (next: TEntry, delayMs: number) => {
    setEntries((all) => ({ ...all, [problem.problemId]: next }));
    const answer = sendableAnswer(problem, next.draft);
    if (answer !== undefined) sent.set(problem.problemId, answer);
    saver.queue(problem.problemId, { answer: answer === undefined ? (sent.get(problem.problemId) ?? null) : answer, flagged: next.flagged }, delayMs);
  };
  const onAnswer = (draft: TSubmittedAnswer) => {
    // A half-done statements table stays on the phone until every statement has its choice.
    if (sendableAnswer(problem, draft) === undefined) {
      setEntries((all) => ({ ...all, [problem.problemId]: { ...entry, draft } }));
      return;
    }
    update({ ...entry, draft }, isTypedAnswer(problem.type) ? TYPING_PAUSE_MS : 0);
  };

  const marks = problems.map(({ position, problem: item }) => {
    const itemEntry = entries[item.problemId]!;
    return { position, isAnswered: canSubmit(answerShapeOf(item), itemEntry.draft), isFlagged: itemEntry.flagged };
  });
  const unanswered = marks.filter((mark) => !mark.isAnswered).length;
  const flaggedCount = marks.filter((mark) => mark.isFlagged).length;
  const saveState = saver.stateOf(problem.problemId);
  const isHalfDone = sendableAnswer(problem, entry.draft) === undefined;

  // 'Ya, kumpulkan' stays on screen until the section is in: a failure says why, and the same
  // button tries again. One hand-in at a time (the server also answers a repeat with the same state).
  const handIn = async () => {
    if (isHandingIn) return;
    setIsHandingIn(true);
    setSubmitFailure(null);
    await saver.flushAll();
    const saves = saver.summary();
    if (saves === 'failed' || saves === 'expired') {
      // An ended session: the login follows, with the answers kept.
      if (saves === 'failed') setSubmitFailure(UNREACHABLE_ON_SUBMIT);
      setIsHandingIn(false);
      return;
    }
    submit.mutate(section.sectionId, {
      onSettled: () => setIsHandingIn(false),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onOver('closed');
        else setSubmitFailure(isUnreachable(error) ? UNREACHABLE_ON_SUBMIT : getErrorMessage(error));
      },
    });
  };

  const go = (next: number) => {
    setIndex(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div>
      <div className={`sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur ${isFirstOnPage ? '-mt-8 sm:-mt-12' : ''}`}>
        <div className="flex items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">
              Bagian {sectionNumber} dari {sectionCount}
            </p>
            <h1 className="truncate text-base font-bold text-slate-900">{section.name}</h1>
          </div>
          <SectionTimer deadlineAt={section.deadlineAt} offsetMs={offsetMs} onExpired={() => onOver('expired')} />
        </div>
        <div className="flex min-h-11 items-center justify-between gap-2">
          <span className="text-sm text-slate-700">
            {problems.length - unanswered}/{problems.length} dijawab
          </span>
          <SaveStatus summary={saver.summary()} onRetry={() => saver.retry()} />
        </div>
        {saver.summary() === 'failed' ? (
          <p role="alert" className="mb-1 rounded-xl border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            Jawaban Anda belum tersimpan karena server tidak bisa dihubungi. Jangan tutup halaman ini: jawaban dikirim lagi otomatis begitu koneksi kembali.
          </p>
        ) : null}
      </div>

      <article aria-labelledby="sitting-problem-title" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id="sitting-problem-title" className="text-lg font-bold text-slate-900">
            Soal {shown.position} <span className="font-normal text-slate-500">dari {problems.length}</span>
          </h2>
          <button
            type="button"
            aria-pressed={entry.flagged}
            onClick={() => update({ ...entry, flagged: !entry.flagged }, 0)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-xl border-2 px-3 text-sm font-semibold ${entry.flagged ? 'border-amber-500 bg-amber-100 text-amber-900' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            <span aria-hidden="true">{entry.flagged ? '◆' : '◇'}</span> Ragu-ragu
          </button>
        </div>
        <div className="math-content question-content mt-3 overflow-x-auto" dangerouslySetInnerHTML={{ __html: problem.questionHtml }} />
        <div className="mt-5 border-t border-slate-200 pt-5">
          <answerFields.WhenLoaded
            fallback={<LoadingMessage />}
            key={problem.problemId}
            problem={problem}
            value={entry.draft}
            onChange={onAnswer}
            isSolved={false}
            isReady
            isRefusedAsNotNumber={saveState === 'refused'}
          />
          {isHalfDone ? <p className="mt-2 text-sm text-amber-800">Pilih jawaban untuk setiap pernyataan agar jawaban ini tersimpan.</p> : null}
          {saveState === 'refused' && !isTypedAnswer(problem.type) ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              Jawaban ini ditolak server dan belum tersimpan.
            </p>
          ) : null}
        </div>
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className={`${secondaryButton} min-h-12`} disabled={index === 0} onClick={() => go(index - 1)}>
            <span aria-hidden="true">&larr;</span> Sebelumnya
          </button>
          {index < problems.length - 1 ? (
            <button type="button" className={`${primaryButton} min-h-12`} onClick={() => go(index + 1)}>
              Berikutnya <span aria-hidden="true">&rarr;</span>
            </button>
          ) : (
            <button type="button" className={`${primaryButton} min-h-12`} onClick={() => setIsAsking(true)}>
              Kumpulkan
            </button>
          )}
        </div>
      </article>

      <section aria-label="Navigasi soal" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <ProblemNavigator marks={marks} current={index} onSelect={go} />
      </section>

      <div className="mt-4">
        {isAsking ? (
          <ConfirmPanel
            title={`Kumpulkan bagian ${section.name}?`}
            confirmLabel="Ya, kumpulkan"
            pendingLabel="Mengumpulkan..."
            isPending={isHandingIn || submit.isPending}
            onCancel={() => setIsAsking(false)}
            onConfirm={() => void handIn()}
          >
            <p>
              {unanswered > 0 ? `${unanswered} soal belum dijawab. ` : 'Semua soal sudah dijawab. '}
              {flaggedCount > 0 ? `${flaggedCount} soal masih ditandai ragu-ragu. ` : ''}
              Setelah dikumpulkan, bagian ini tidak bisa dibuka lagi.
            </p>
          </ConfirmPanel>
        ) : (
          <button type="button" className={`${secondaryButton} min-h-12 w-full border-indigo-300 text-indigo-800`} onClick={() => setIsAsking(true)}>
            Kumpulkan bagian
          </button>
        )}
        {submitFailure ? (
          <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">
            {submitFailure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
