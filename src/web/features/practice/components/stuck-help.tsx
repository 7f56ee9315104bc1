import { useState } from 'react';
import { offersWayOut } from '../../../../core/stuck-help';
import { secondaryButton } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { getErrorMessage, registerErrorMessages } from '../../../lib/error-messages';
import { Link, useLocation } from '../../../lib/router';
import { loginPathFrom } from '../../../lib/return-path';
import { toast } from '../../../lib/toast';
import { useOpenHint } from '../api/open-hint';
import { useRevealProblem } from '../api/reveal-problem';
import type { TProblem, TProblemProgress, TReveal } from '../api/get-problem';
import type { TResultView } from './check-result';

registerErrorMessages({
  'help.no_wrong_answer': 'Petunjuk bisa dibuka setelah jawaban salah.',
  'help.no_more_hints': 'Semua petunjuk soal ini sudah dibuka.',
  'help.step_out_of_order': 'Petunjuk dibuka satu per satu. Muat ulang halaman lalu coba lagi.',
});

type StuckHelpProps = {
  problem: Pick<TProblem, 'problemId' | 'hintCount' | 'isDraft'>;
  /** The learner's saved progress when the page opened (null: a guest). */
  progress: TProblemProgress | null;
  /** The latest result shown (this visit's check, or the saved one). */
  result: TResultView | null;
  isRevealed: boolean;
  onReveal: (reveal: TReveal) => void;
};

/**
 * Issue 52 (decision 085): help for a learner stuck on a problem: the way out from the start
 * ('Saya menyerah', then 'Lihat pembahasan' from the second wrong answer), confirmed first, and
 * after a wrong answer the hint steps one at a time. The server decides each step and sends nothing before.
 */
export function StuckHelp({ problem, progress, result, isRevealed, onReveal }: StuckHelpProps) {
  const location = useLocation();
  const [hints, setHints] = useState<string[]>(progress?.hints ?? []);
  const openHint = useOpenHint(problem.problemId);
  const reveal = useRevealProblem(problem.problemId);

  // An admin's preview of a draft: nobody gets help on a draft (the server answers 404).
  if (problem.isDraft) return null;
  if (!progress) {
    return (
      <p className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <Link to={loginPathFrom(location)} className="font-semibold text-indigo-700 underline underline-offset-4">
          Masuk
        </Link>{' '}
        untuk melihat petunjuk dan pembahasan soal ini.
      </p>
    );
  }

  const isSolved = result?.isCorrect === true;
  const wrongAnswers = result && !result.isCorrect ? (result.attemptsCount ?? 0) : 0;
  const next = hints.length + 1;
  const onOpenHint = () =>
    openHint.mutate(next, {
      onSuccess: (response) => setHints(response.hints),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const onConfirmReveal = async () => {
    try {
      onReveal((await reveal.mutateAsync()).reveal);
    } catch (error) {
      toast.error(getErrorMessage(error));
      throw error;
    }
  };

  const wayOut = (
    <ConfirmDialog
      title="Lihat pembahasan?"
      description="Kunci jawaban dan pembahasan akan ditampilkan. Soal ini tidak memberi XP hari ini dan akan muncul lagi di Ulang Soal besok."
      confirmLabel="Ya, lihat pembahasan"
      pendingLabel="Membuka..."
      onConfirm={onConfirmReveal}
      trigger={
        <button type="button" className={`${secondaryButton} mt-4 w-full sm:w-auto`}>
          {offersWayOut({ attemptsCount: wrongAnswers, isCorrect: false }) ? 'Lihat pembahasan' : 'Saya menyerah'}
        </button>
      }
    />
  );
  // Before any wrong answer, only the way out: a learner with no idea may give up at once.
  if (!isRevealed && wrongAnswers === 0 && hints.length === 0) return isSolved ? null : wayOut;

  return (
    <section aria-label="Bantuan" className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4">
      {hints.map((html, index) => (
        <div key={index} className="mb-4 rounded-lg bg-white p-3 shadow-sm">
          <h3 className="mb-1 font-bold text-amber-900">Petunjuk {index + 1}</h3>
          <div className="math-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      ))}
      {isRevealed ? (
        <p className="font-semibold text-amber-950">
          Kunci jawaban ada di kolom jawaban, pembahasannya di bawah. Soal ini akan muncul lagi di Ulang Soal mulai besok.
        </p>
      ) : isSolved ? null : (
        <>
          {hints.length < problem.hintCount ? (
            <>
              <button type="button" onClick={onOpenHint} disabled={openHint.isPending} aria-busy={openHint.isPending} className={`${secondaryButton} w-full border-amber-400 sm:w-auto`}>
                Lihat petunjuk {next} dari {problem.hintCount}
              </button>
              <p className="mt-2 text-sm text-amber-950">
                Soal yang diselesaikan dengan petunjuk tidak dihitung benar pada percobaan pertama dan hanya mendapat setengah XP.
              </p>
            </>
          ) : null}
          {wayOut}
        </>
      )}
    </section>
  );
}
