import { Suspense, useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { loginPathFrom } from '../../../lib/return-path';
import { secondaryButton } from '../../../components/button-styles';
import type { TReveal } from '../api/get-problem';
import { VideoEmbed } from '../../../components/video-embed';
import { lazyComponent } from '../../../components/lazy-component';
import { NextProblemLink } from './next-problem-link';
import type { TMoment } from './moment';

// Only once a check says the answer made the subtopic 'Mahir' or finished it (issue 52.5): a chunk
// of its own, asked for from here (the problem route's own JavaScript is at its budget).
const momentCard = lazyComponent(async () => (await import('./moment')).Moment);

function SolutionBody({ solution }: { solution: TReveal['solution'] }) {
  const location = useLocation();
  if (solution.status === 'visible') {
    return <div className="math-content solution-content overflow-x-auto" dangerouslySetInnerHTML={{ __html: solution.html }} />;
  }
  if (solution.status === 'login_required') {
    return (
      <p className="text-slate-700">
        <Link to={loginPathFrom(location)} className="font-semibold text-indigo-700 underline underline-offset-4">
          Login atau daftar akun
        </Link>{' '}
        untuk dapat melihat pembahasan.
      </p>
    );
  }
  return <p className="text-slate-700">Pembahasan untuk soal ini belum tersedia.</p>;
}

type SolutionPanelProps = {
  reveal: Pick<TReveal, 'solution' | 'video'>;
  panelId: string;
  /** Open at once: the learner asked for it ('Lihat pembahasan', issue 52). */
  isInitiallyOpen?: boolean;
  /** The problem page's solved problem: 'Soal berikutnya' goes beside the button (in this chunk, as
   * the problem route's own JavaScript is at its budget). */
  nextAfter?: string;
  /** What the check that solved it reached (issue 52.5): a moment then leads on instead of 'Soal berikutnya'; none without `nextAfter` (a Tugas leads on its own way). */
  moment?: TMoment | null;
  subtopicName?: string;
};

/** Shown once the problem is solved: the solution (or why it is not shown) and the video. */
export function SolutionPanel({ reveal, panelId, nextAfter, isInitiallyOpen = false, moment, subtopicName = '' }: SolutionPanelProps) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const shownMoment = nextAfter && moment ? moment : null;
  return (
    <>
      {shownMoment && nextAfter ? (
        <Suspense fallback={null}>
          <momentCard.Component moment={shownMoment} after={nextAfter} subtopicName={subtopicName} />
        </Suspense>
      ) : null}
      <section aria-label="Pembahasan" className="mt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
            className={`${secondaryButton} w-full sm:w-auto`}
          >
            {isOpen ? 'Sembunyikan Pembahasan' : 'Lihat Pembahasan'}
          </button>
          {nextAfter && !shownMoment ? <NextProblemLink after={nextAfter} /> : null}
        </div>
        <div id={panelId} hidden={!isOpen} className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {isOpen ? (
            <>
              <h2 className="mb-3 text-lg font-bold text-slate-900">Pembahasan</h2>
              <SolutionBody solution={reveal.solution} />
              {reveal.video ? (
                <VideoEmbed embedUrl={reveal.video.embedUrl} />
              ) : null}
            </>
          ) : null}
        </div>
      </section>
    </>
  );
}
