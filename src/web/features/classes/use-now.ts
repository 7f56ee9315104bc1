import { useEffect, useState } from 'react';
import { serverTimeAt } from '../../../core/due-words';

/** A response's own clock: its `serverNow`, and when it arrived (`dataUpdatedAt`, phone time). */
export type TServerClock = { serverNow: string; receivedAt: number };

/**
 * The current time, renewed every minute, so 'hari ini 23.59' turns into 'terlewat' on an open
 * page. Given a response's clock, the server's time (issue 51: a phone set off by hours still reads
 * the due time right, as the tryout timer does); else the phone's own.
 */
export function useNow(clock?: TServerClock, intervalMs = 60_000): Date {
  const [phoneNow, setPhoneNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setPhoneNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  // Never before the response itself: it may have come in after the last tick.
  return clock ? serverTimeAt(clock.serverNow, clock.receivedAt, Math.max(phoneNow, clock.receivedAt)) : new Date(phoneNow);
}
