// The tryout window as the admin types it: a date and time in WIB (Asia/Jakarta, UTC+7 all year,
// no daylight saving), whatever zone the admin's laptop is in.

const WIB_OFFSET = '+07:00';
const WIB_OFFSET_MS = 7 * 3_600_000;

/** '2026-11-27T19:00' (an <input type="datetime-local"> in WIB) from an instant. */
export function toWibInput(iso: string): string {
  return new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant of a WIB '2026-11-27T19:00', as the API takes it; null when the field is not a full date and time. */
export function fromWibInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00${WIB_OFFSET}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const wibFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Jakarta' });

/** '27 Nov 2026 19.00 WIB' */
export const formatWib = (iso: string) => `${wibFormat.format(new Date(iso)).replaceAll(',', '')} WIB`;
