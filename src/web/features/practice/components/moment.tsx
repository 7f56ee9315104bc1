import { Link } from '../../../lib/router';
import { secondaryButton } from '../../../components/button-styles';
import { latsolPath } from '../../../routes';
import { DELAYED_REVIEW_DAYS } from '../../../../core/mastery';
import { useNextProblem } from '../api/get-next-problem';
import { NextSubtopicLinks } from './next-problem-link';

export type TMoment = { reachedMahir: boolean; finishedSubtopic: boolean };

/**
 * The short moment after an answer that made the subtopic 'Mahir' or solved its last unsolved
 * problem (issue 52.5, decision 087), as the check said: what was reached, then where to go, the
 * next subtopic named on its own button. In a chunk of its own, loaded only when it happens; a CSS
 * entrance only, none for a learner who prefers reduced motion.
 */
export function Moment({ moment, after, subtopicName }: { moment: TMoment; after: string; subtopicName: string }) {
  const query = useNextProblem(after);
  const next = query.data?.next;
  const title = moment.reachedMahir ? 'Mahir!' : 'Subtopik selesai!';
  return (
    <section
      role="status"
      aria-labelledby="moment-title"
      className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 shadow-sm motion-safe:animate-moment-in sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-600 text-white motion-safe:animate-moment-pop">
          <svg viewBox="0 0 24 24" className="size-7" fill="currentColor">
            <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id="moment-title" className="text-xl font-bold text-emerald-950">
            {title}
          </h2>
          {moment.reachedMahir ? (
            <p className="mt-1 text-emerald-950">
              Anda mencapai level Mahir di subtopik <strong>{subtopicName}</strong>. Jawab benar ulangannya {DELAYED_REVIEW_DAYS} hari lagi di Ulang Soal
              untuk Menguasai.
            </p>
          ) : null}
          {moment.finishedSubtopic ? (
            <p className="mt-1 text-emerald-950">
              Semua soal subtopik <strong>{subtopicName}</strong> sudah Anda selesaikan.
            </p>
          ) : null}
        </div>
      </div>
      {query.data ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <NextSubtopicLinks nextSubtopic={query.data.nextSubtopic} />
          {next ? (
            <Link to={latsolPath.problem(next.categoryId, next.topicId, next.subtopicId, next.problemId)} className={`${secondaryButton} w-full sm:w-auto`}>
              Soal berikutnya <span aria-hidden="true">&rarr;</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
