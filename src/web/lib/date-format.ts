// Review dates (issue 34) as a learner reads them: 'hari ini 19.00', 'besok 07.00', 'lusa 07.00', '3 Des 07.00',
// in the learner's zone. One formatter of each kind per zone, built once (decision 049: they are
// not free). The calendar day is read as core/dashboard.ts reads it, without loading that module
// into the dashboard's and the review page's shared code.
const formatters = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone }),
      day: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone }),
      date: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    };
    formatters.set(key, found);
  }
  return found;
}

const DAY_MS = 86_400_000;

/** When a review is due, relative to `now`; `timeZone` defaults to the browser's. */
export function formatDueAt(dueAt: Date, now: Date, timeZone?: string): string {
  if (dueAt.getTime() <= now.getTime()) return 'sekarang';
  const { time, day, date } = formattersFor(timeZone);
  const dueDay = date.format(dueAt);
  const today = date.format(now);
  // Calendar days: the day after `today` at noon UTC is still that day everywhere it matters.
  const dayAfter = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (dueDay === today) return `hari ini ${time.format(dueAt)}`;
  if (dueDay === dayAfter(1)) return `besok ${time.format(dueAt)}`;
  if (dueDay === dayAfter(2)) return `lusa ${time.format(dueAt)}`;
  return `${day.format(dueAt)} ${time.format(dueAt)}`;
}
