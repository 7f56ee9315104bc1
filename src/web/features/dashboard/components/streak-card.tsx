import { Link } from '../../../lib/router';
import type { Streak } from '../../../../core/dashboard';
import { primaryButton } from '../../../components/button-styles';
import { paths } from '../../../routes';
import { formatCount } from '../../../lib/number-format';

function FlameIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M12.963 2.286a.75.75 0 0 0-1.071-.136 9.742 9.742 0 0 0-3.539 6.176 7.547 7.547 0 0 1-1.705-1.715.75.75 0 0 0-1.152-.082A9 9 0 1 0 15.68 4.534a7.46 7.46 0 0 1-2.717-2.248ZM15.75 14.25a3.75 3.75 0 1 1-7.313-1.172c.628.465 1.35.81 2.133 1a5.99 5.99 0 0 1 1.925-3.546 3.75 3.75 0 0 1 3.255 3.718Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function DayMark({ isDone }: { isDone: boolean }) {
  if (isDone) {
    return (
      <span className="flex size-9 items-center justify-center rounded-full bg-orange-500 text-white shadow-sm sm:size-11">
        <FlameIcon className="size-5 sm:size-6" />
      </span>
    );
  }
  return <span className="flex size-9 items-center justify-center rounded-full border-2 border-dashed border-slate-300 bg-slate-50 sm:size-11" />;
}

/** The current streak and the last 7 days, oldest first, today last. */
export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <section aria-labelledby="streak-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="streak-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Streak
          </h2>
          <p className="mt-1 flex items-center gap-2">
            <FlameIcon className={`size-8 ${streak.current > 0 ? 'text-orange-500' : 'text-slate-300'}`} />
            <span className="text-3xl font-bold text-slate-900 sm:text-4xl">{formatCount(streak.current)}</span>
            <span className="text-base font-medium text-slate-600">hari</span>
          </p>
        </div>
        <Link to={paths.latsol} className={`${primaryButton} shrink-0 px-4`}>
          Lanjut Latihan
        </Link>
      </div>
      <ol className="mt-5 grid grid-cols-7 gap-1 sm:gap-2">
        {streak.days.map((day) => (
          <li key={day.date} className="flex flex-col items-center gap-1 text-center">
            <span aria-hidden="true" className={`text-xs font-semibold ${day.label === 'Hari Ini' ? 'text-indigo-700' : 'text-slate-500'}`}>
              {day.weekdayInitial}
            </span>
            <DayMark isDone={day.isDone} />
            <span className={`text-[11px] leading-tight sm:text-xs ${day.label === 'Hari Ini' ? 'font-semibold text-indigo-700' : 'text-slate-600'}`}>
              {day.label}
            </span>
            <span className="sr-only">{day.isDone ? 'ada jawaban benar' : 'tidak ada jawaban benar'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
