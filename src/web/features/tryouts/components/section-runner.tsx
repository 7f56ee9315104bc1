import { useState } from 'react';
import { canSubmit } from '../../../../core/answer-fit';
import type { TSubmittedAnswer } from '../../../../core/problem-shapes';
import { answerDraftFrom } from '../../../../core/problem-types/answer-forms';
import { useLazyAnswerFields } from '../../../components/answer/answer-fields-context';
import { LoadingMessage } from '../../../components/loading-message';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import type { TCurrentSection, TSittingProblem } from '../api/get-sitting';
import { useSubmitSection } from '../api/submit-section';
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

type TRunnerProps = {
  tryoutId: string;
  section: TCurrentSection;
  sectionNumber: number;
  sectionCount: number;
  offsetMs: number;
  onServerNow: (serverNow: string) => void;
  /** The deadline passed on the timer (`expired`), or the server said the section is over (`closed`). */
  onOver: (why: 'expired' | 'closed') => void;
};

export function SectionRunner({ tryoutId, section, sectionNumber, sectionCount, offsetMs, onServerNow, onOver }: TRunnerProps) {
  const { problems } = section;
  const [index, setIndex] = useState(0);
  const [entries, setEntries] = useState<Record<string, TEntry>>(() =>
    Object.fromEntries(problems.map(({ problem, answer, flagged }) => [problem.problemId, { draft: answerDraftFrom(problem.type, answer ?? undefined), flagged }])),
  );
  // The answer each problem last sent (a flag sent alone carries it).
  const [sent] = useState(() => new Map(problems.map(({ problem, answer }) => [problem.problemId, answer ?? null])));
  const saver = useAnswerSaver({ tryoutId, onClosed: () => onOver('closed'), onServerNow });
  const submit = useSubmitSection(tryoutId);
  const [isAsking, setIsAsking] = useState(false);
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
    update({ ...entry, draft }, problem.type === 'input' ? TYPING_PAUSE_MS : 0);
  };

  const marks = problems.map(({ position, problem: item }) => {
    const itemEntry = entries[item.problemId]!;
    return { position, isAnswered: canSubmit(answerShapeOf(item), itemEntry.draft), isFlagged: itemEntry.flagged };
  });
  const unanswered = marks.filter((mark) => !mark.isAnswered).length;
  const flaggedCount = marks.filter((mark) => mark.isFlagged).length;
  const saveState = saver.stateOf(problem.problemId);
  const isHalfDone = sendableAnswer(problem, entry.draft) === undefined;

  const handIn = async () => {
    setSubmitFailure(null);
    await saver.flushAll();
    if (saver.summary() === 'failed') {
      setSubmitFailure('Ada jawaban yang belum tersimpan. Periksa koneksi, lalu coba lagi.');
      return;
    }
    submit.mutate(section.sectionId, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onOver('closed');
        else setSubmitFailure(getErrorMessage(error));
      },
    });
  };

  const go = (next: number) => {
    setIndex(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div>
      <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
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
          {saveState === 'refused' && problem.type !== 'input' ? (
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
            isPending={submit.isPending}
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
