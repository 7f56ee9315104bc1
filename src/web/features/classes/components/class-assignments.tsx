import { dueInWords } from '../../../../core/due-words';
import { Link } from '../../../lib/router';
import { classPath } from '../../../class-paths';
import type { TClassDetail } from '../api/get-class';
import { formatDateTime } from '../class-format';
import { useNow } from '../use-now';

type TAssignment = TClassDetail['assignments'][number];

/** The class's assignments: title, due, how many learners finished, and the report. */
export function ClassAssignments({ assignments, memberCount, timeZone }: { assignments: TAssignment[]; memberCount: number; timeZone: string }) {
  const now = useNow();
  if (assignments.length === 0) return <p className="text-slate-600">Belum ada tugas untuk kelas ini.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {assignments.map((assignment) => (
        <li key={assignment.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{assignment.title}</p>
            <p className="text-sm text-slate-600">
              Tenggat <span title={formatDateTime(assignment.dueAt, timeZone)}>{dueInWords(new Date(assignment.dueAt), now, timeZone)}</span> · {assignment.problemCount} soal ·{' '}
              <span className="font-medium text-slate-800">
                {assignment.finishedCount}/{memberCount} selesai
              </span>
              {assignment.closeAfterDue ? ' · ditutup setelah tenggat' : ''}
            </p>
          </div>
          <Link
            to={classPath.report(assignment.id)}
            className="-ml-2 inline-flex min-h-11 shrink-0 items-center gap-1 self-start rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline sm:self-auto"
            aria-label={`Laporan ${assignment.title}`}
          >
            Laporan <span aria-hidden="true">&rarr;</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
