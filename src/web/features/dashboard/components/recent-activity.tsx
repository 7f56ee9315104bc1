import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { relativeTime } from '../../../../core/dashboard';
import { latsolPath } from '../../../routes';
import type { TRecentActivity } from '../api/get-dashboard';

const SHOWN_ITEMS = 5;
// One formatter for every row: toLocaleString builds one per call (about 0.1 ms each), on the
// server's render of every dashboard too (decision 049).
const fullDateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

// "5 menit yang lalu" keeps counting while the page stays open.
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ResultBadge({ isCorrect }: { isCorrect: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${isCorrect ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
    >
      {isCorrect ? 'Benar' : 'Salah'}
    </span>
  );
}

function ActivityBody({ item, now }: { item: TRecentActivity; now: Date }) {
  const updatedAt = new Date(item.updatedAt);
  return (
    <>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-sm font-semibold text-slate-900">{item.problemId}</span>
        <ResultBadge isCorrect={item.isCorrect} />
      </span>
      <span className="flex flex-wrap items-center justify-between gap-x-3 text-sm text-slate-600">
        <span>Upaya ke-{item.attemptsCount}</span>
        {/* Relative to "now" and in the reader's zone: the server's render and the browser's may
            differ by a minute or a zone, and the browser's wins. */}
        <time suppressHydrationWarning dateTime={item.updatedAt} title={fullDateTime.format(updatedAt)}>
          {relativeTime(updatedAt, now)}
        </time>
      </span>
    </>
  );
}

export function RecentActivity({ items }: { items: TRecentActivity[] }) {
  const now = useNow();
  const shown = items.slice(0, SHOWN_ITEMS);
  return (
    <section aria-labelledby="recent-activity-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="recent-activity-title" className="text-lg font-semibold text-slate-900">
        Aktivitas Terakhir
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 text-slate-600">Belum ada aktivitas soal yang tercatat.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {shown.map((item) => {
            const rowClass = 'flex flex-col gap-1 px-2 py-3';
            return (
              <li key={item.problemId}>
                {item.link ? (
                  <Link
                    to={latsolPath.problem(item.link.categoryId, item.link.topicId, item.link.subtopicId, item.link.problemId)}
                    className={`${rowClass} -mx-2 rounded-xl transition-colors hover:bg-indigo-50`}
                  >
                    <ActivityBody item={item} now={now} />
                  </Link>
                ) : (
                  <div className={`${rowClass} -mx-2`}>
                    <ActivityBody item={item} now={now} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
