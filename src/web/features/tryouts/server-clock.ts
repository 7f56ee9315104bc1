// The sitting's timer (issue 36, decision 060): the server owns the clock. Each answer carrying
// `serverNow` tells how far the phone's clock is from the server's at that moment; the time left
// is the stored deadline minus the server's time as the phone reckons it. A phone clock minutes
// (or hours) off changes nothing: its error is in both terms.

/** How far the server's clock is ahead of the phone's, from a response received at `receivedAtMs` (phone time). */
export function clockOffsetMs(serverNowIso: string, receivedAtMs: number): number {
  return Date.parse(serverNowIso) - receivedAtMs;
}

/** Milliseconds left until `deadlineAtIso` (server time), at phone time `phoneNowMs`; never negative. */
export function remainingAt(deadlineAtIso: string, phoneNowMs: number, offsetMs: number): number {
  return Math.max(0, Date.parse(deadlineAtIso) - (phoneNowMs + offsetMs));
}

/** '1:05:09', '25:00', '0:07': hours only when there are any; seconds rounded up (0 only at the end). */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** What a screen reader hears: '24 menit 10 detik'. */
export function remainingInWords(ms: number): string {
  const totalSeconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours ? `${hours} jam` : '', minutes ? `${minutes} menit` : '', seconds || totalSeconds === 0 ? `${seconds} detik` : ''].filter(Boolean).join(' ');
}
