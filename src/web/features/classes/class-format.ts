// How classes, assignments and reports show dates, rates and states (issue 35), in the class's zone.

const dateFormats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

// No zone: the browser's (a learner's own dates, such as when they joined).
function formatsFor(timeZone: string | undefined) {
  let found = dateFormats.get(timeZone ?? '');
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
      dateTime: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
    };
    dateFormats.set(timeZone ?? '', found);
  }
  return found;
}

/** '27 Nov 2026' */
export const formatDate = (iso: string, timeZone?: string) => formatsFor(timeZone).date.format(new Date(iso));

/** '27 Nov 2026 23.59' */
export const formatDateTime = (iso: string, timeZone: string) => formatsFor(timeZone).dateTime.format(new Date(iso)).replace(',', '');

const ZONE_ABBREVIATIONS: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Pontianak': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

/** 'WIB (Asia/Jakarta)': the zone a class's due times are in. */
export const zoneLabel = (timeZone: string) => (ZONE_ABBREVIATIONS[timeZone] ? `${ZONE_ABBREVIATIONS[timeZone]} (${timeZone})` : timeZone);

const percentFormat = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 });

/** A share of 0..1 as '75%'; no attempts yet: '–'. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : percentFormat.format(rate));
