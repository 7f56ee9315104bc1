import { useEffect } from 'react';
import { duePhrase } from '../../../../core/due-words';
import { classPath } from '../../../class-paths';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { Link } from '../../../lib/router';
import { useAssignmentContext, type TAssignmentContext, type TAssignmentModeProps } from './get-assignment-context';

// A problem page opened from a Tugas (`?tugas=`, issue 51), in a chunk of its own that only such a
// page loads: above the problem, the Tugas and the problem's place in it, and the way back; once
// solved, below it, the next problem of the Tugas, or the Tugas's summary when none is left.

const backLinkClass = '-ml-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline';

// The due words as of the server's latest answer (asked for on each visit and each solve): its
// clock, not the phone's.
function Banner({ context }: { context: TAssignmentContext }) {
  const { assignment, position, total } = context;
  const now = new Date(context.serverNow);
  return (
    <div className="mb-4 rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-2 text-indigo-950">
      <p className="font-semibold [overflow-wrap:anywhere]">
        Tugas: {assignment.title} · Soal {position} dari {total}
      </p>
      <p className="text-sm text-indigo-900 [overflow-wrap:anywhere]">
        {assignment.className} · {duePhrase(new Date(assignment.dueAt), now, assignment.timeZone)}
        {assignment.closed ? ' · Ditutup: soal yang diselesaikan sekarang tidak dihitung' : ''}
      </p>
      <Link to={classPath.assignment(assignment.id)} className={backLinkClass}>
        <span aria-hidden="true">&larr;</span> Kembali ke Tugas
      </Link>
    </div>
  );
}

// All solved, yet not finished: the Tugas closed at its due time and the later solves do not count.
function lateness({ late, finished }: TAssignmentContext['summary']) {
  if (!late) return 'Tepat waktu.';
  return finished ? 'Terlambat: ada soal yang diselesaikan setelah tenggat.' : 'Terlambat: soal yang diselesaikan setelah tenggat tidak dihitung.';
}

function Summary({ context }: { context: TAssignmentContext }) {
  const { summary, assignment } = context;
  return (
    <section aria-labelledby="assignment-summary" className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 sm:p-6">
      <h2 id="assignment-summary" className="text-lg font-bold">
        {summary.finished ? 'Tugas selesai!' : 'Ringkasan tugas'}
      </h2>
      <ul className="mt-2 space-y-1">
        <li>
          Selesai: {summary.done} dari {summary.total} soal
        </li>
        <li>Benar pada percobaan pertama: {summary.firstTryCorrect} soal</li>
        <li>{lateness(summary)}</li>
      </ul>
      <Link to={classPath.assignment(assignment.id)} className={`${secondaryButton} mt-4 w-full sm:w-auto`}>
        Kembali ke Tugas
      </Link>
    </section>
  );
}

/** `isEnd`: the part below a solved problem (the next problem or the summary), else the banner above it. */
export function AssignmentMode({ isEnd, onPlace, ...props }: TAssignmentModeProps & { isEnd?: boolean; onPlace?: (position: number | null) => void }) {
  const query = useAssignmentContext(props);
  const context = query.data;
  const position = query.isError ? null : context?.position;
  useEffect(() => {
    if (position !== undefined) onPlace?.(position);
  }, [position, onPlace]);
  if (!context) return null;
  if (!isEnd) return <Banner context={context} />;
  // Not from before the solve: the summary would count one problem short.
  if (!props.isSolved || query.isPlaceholderData) return null;
  const { next } = context;
  if (!next) return <Summary context={context} />;
  return (
    <div className="mt-6">
      <Link to={classPath.assignmentProblem(context.assignment.id, next.path, next.problemId)} className={`${primaryButton} w-full sm:w-auto`}>
        Soal berikutnya <span aria-hidden="true">&rarr;</span>
      </Link>
    </div>
  );
}
