import { duePhrase } from '../../../../core/due-words';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Link } from '../../../lib/router';
import { classPath } from '../../../class-paths';
import type { TLearnerAssignment } from '../api/get-assignments';
import { formatDateTime } from '../class-format';
import { Badge } from './badge';
import { cardClass } from './card';
import { Progress } from './progress';

/** One assignment on /tugas: title, class, progress, due in words, its marks, and the next problem. */
export function AssignmentCard({ assignment, now }: { assignment: TLearnerAssignment; now: Date }) {
  const isFinished = assignment.total > 0 && assignment.done >= assignment.total;
  const next = assignment.nextProblem;
  return (
    <li className={`${cardClass} flex flex-col gap-3`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold leading-snug text-slate-900 [overflow-wrap:anywhere]">
            <Link to={classPath.assignment(assignment.id)} className="underline-offset-4 hover:underline">
              {assignment.title}
            </Link>
          </h2>
          {isFinished ? <Badge tone="done">Selesai</Badge> : null}
          {assignment.late ? <Badge tone="late">Terlambat</Badge> : null}
          {assignment.closed ? <Badge tone="closed">Ditutup</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-slate-600 [overflow-wrap:anywhere]">{assignment.className}</p>
        <p className="mt-1 text-sm font-semibold text-slate-700" title={formatDateTime(assignment.dueAt, assignment.timeZone)}>
          {duePhrase(new Date(assignment.dueAt), now, assignment.timeZone)}
        </p>
      </div>
      <Progress done={assignment.done} total={assignment.total} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {next && !assignment.closed ? (
          <Link
            to={classPath.assignmentProblem(assignment.id, next.path, next.problemId)}
            className={`${primaryButton} sm:w-auto`}
            aria-label={`${assignment.done === 0 ? 'Mulai' : 'Lanjutkan'} ${assignment.title}`}
          >
            {assignment.done === 0 ? 'Mulai' : 'Lanjutkan'} <span aria-hidden="true">&rarr;</span>
          </Link>
        ) : null}
        <Link to={classPath.assignment(assignment.id)} className={secondaryButton} aria-label={`Lihat soal ${assignment.title}`}>
          Lihat Soal
        </Link>
      </div>
    </li>
  );
}
