// An assignment's due time as a learner reads it (issue 35), in the class's zone: 'hari ini 23.59',
// 'besok 23.59', 'Jumat 23.59' within the week, '5 Des 23.59' this year, '5 Des 2027 23.59' later.
// Once past, the same words for the day it was due, from the other side: 'terlewat · kemarin 23.59'.
// As a phrase of its own (issue 51): 'Tenggat: besok 23.59', 'Tenggat terlewat · kemarin 23.59'.

type TFormatters = { time: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat; year: Intl.DateTimeFormat; calendar: Intl.DateTimeFormat };

// One set per zone, built once: building an Intl formatter costs far more than using one.
const formattersByZone = new Map<string, TFormatters>();

function formattersFor(timeZone: string): TFormatters {
  let found = formattersByZone.get(timeZone);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
      weekday: new Intl.DateTimeFormat('id-ID', { weekday: 'long', timeZone }),
      day: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone }),
      year: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      calendar: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    };
    formattersByZone.set(timeZone, found);
  }
  return found;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` in the zone (negative when `to` is earlier). */
function calendarDaysBetween(calendar: Intl.DateTimeFormat, from: Date, to: Date): number {
  return Math.round((Date.parse(calendar.format(to)) - Date.parse(calendar.format(from))) / DAY_MS);
}

function dayWords(dueAt: Date, now: Date, formatters: TFormatters): string {
  const days = calendarDaysBetween(formatters.calendar, now, dueAt);
  if (days === 0) return 'hari ini';
  if (days === 1) return 'besok';
  if (days === -1) return 'kemarin';
  if (Math.abs(days) <= 6) return formatters.weekday.format(dueAt);
  const isSameYear = formatters.calendar.format(dueAt).slice(0, 4) === formatters.calendar.format(now).slice(0, 4);
  return (isSameYear ? formatters.day : formatters.year).format(dueAt);
}

/** `dueAt` in words as seen at `now`, in `timeZone` (the class's). */
export function dueInWords(dueAt: Date, now: Date, timeZone: string): string {
  const formatters = formattersFor(timeZone);
  const words = `${dayWords(dueAt, now, formatters)} ${formatters.time.format(dueAt)}`;
  return dueAt.getTime() <= now.getTime() ? `terlewat · ${words}` : words;
}

/** 'Tenggat: besok 23.59', or once past 'Tenggat terlewat · kemarin 23.59'. */
export function duePhrase(dueAt: Date, now: Date, timeZone: string): string {
  return `Tenggat${dueAt.getTime() <= now.getTime() ? ' ' : ': '}${dueInWords(dueAt, now, timeZone)}`;
}

/**
 * The server's time at phone time `phoneNowMs`, from a response that said `serverNowIso` and
 * arrived at phone time `receivedAtMs`: due words go by the server's clock, as the tryout timer
 * does, so a phone set hours off still says what the teacher set.
 */
export function serverTimeAt(serverNowIso: string, receivedAtMs: number, phoneNowMs: number): Date {
  return new Date(phoneNowMs + Date.parse(serverNowIso) - receivedAtMs);
}
