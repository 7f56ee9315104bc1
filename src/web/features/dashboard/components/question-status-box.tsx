import { Link } from '../../../lib/router';
import { paths } from '../../../routes';
import { QUESTION_STATUS_DASHBOARD_LABELS, type QuestionStatus } from '../../../../core/question-status';
import { formatCount } from '../../../lib/number-format';

// The box's own order (spec 2): waiting, ready, done, refused.
const ROWS: Array<{ status: QuestionStatus; dotClass: string }> = [
  { status: 'pending', dotClass: 'bg-amber-500' },
  { status: 'answerable', dotClass: 'bg-blue-600' },
  { status: 'resolved', dotClass: 'bg-emerald-600' },
  { status: 'not_answerable', dotClass: 'bg-red-600' },
];

export function QuestionStatusBox({ counts }: { counts: Record<QuestionStatus, number> }) {
  return (
    <section aria-labelledby="question-status-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="question-status-title" className="text-lg font-semibold text-slate-900">
        Status Tanya Soal Anda (total)
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
        {ROWS.map((row) => (
          <div key={row.status} className="flex flex-col-reverse justify-end rounded-xl bg-slate-50 p-3">
            <dt className="flex items-center gap-2 text-sm leading-snug text-slate-700">
              <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${row.dotClass}`} />
              {QUESTION_STATUS_DASHBOARD_LABELS[row.status]}
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{formatCount(counts[row.status])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 flex justify-end">
        <Link
          to={paths.tanyaSoal}
          className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-indigo-700 underline-offset-4 hover:underline"
        >
          Lihat Detail <span aria-hidden="true">&rarr;</span>
        </Link>
      </div>
    </section>
  );
}
