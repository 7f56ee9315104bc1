import { duePhrase, serverTimeAt } from '../../../../core/due-words';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { classPath } from '../../../class-paths';
import { paths } from '../../../routes';
import type { TDashboard } from '../api/get-dashboard';

// The dashboard's 'Tugas' card (issue 35), in a chunk of its own like issue 34's cards: up to three
// open assignments, the soonest due first, each with its progress and due time in words.

type TDashboardAssignment = TDashboard['assignments'][number];

const linkClass = '-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline';

function AssignmentItem({ assignment, now }: { assignment: TDashboardAssignment; now: Date }) {
  return (
    <li>
      <Link to={classPath.assignment(assignment.id)} className="flex min-h-14 flex-col justify-center rounded-xl px-3 py-2 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">{assignment.title}</span>
          <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{assignment.className}</span>
        </span>
        <span className="shrink-0 text-sm text-slate-700 sm:text-right">
          <span className="font-semibold">
            {assignment.done}/{assignment.total} selesai
          </span>
          <span className={`block ${assignment.late ? 'font-semibold text-amber-800' : ''}`}>
            {duePhrase(new Date(assignment.dueAt), now, assignment.timeZone)}
          </span>
        </span>
      </Link>
    </li>
  );
}

// `serverNow` as the response said it, received at phone time `receivedAt`: due words go by the server's clock.
export function AssignmentsCard({ assignments, serverNow, receivedAt }: { assignments: TDashboardAssignment[]; serverNow: string; receivedAt: number }) {
  const [phoneNow] = useState(Date.now);
  const now = serverTimeAt(serverNow, receivedAt, Math.max(phoneNow, receivedAt));
  return (
    <section aria-labelledby="assignments-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="assignments-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Tugas
      </h2>
      {/* Due words are read at render: the server's and the browser's may differ by a minute. */}
      <ul className="-mx-3 mt-2 divide-y divide-slate-100" suppressHydrationWarning>
        {assignments.map((assignment) => (
          <AssignmentItem key={assignment.id} assignment={assignment} now={now} />
        ))}
      </ul>
      <div className="mt-2">
        <Link to={paths.tugas} className={linkClass}>
          Lihat semua tugas <span aria-hidden="true">&rarr;</span>
        </Link>
      </div>
    </section>
  );
}
