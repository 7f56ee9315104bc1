import { useEffect, useRef, useState } from 'react';
import { formatRemaining, remainingAt, remainingInWords } from '../server-clock';

const WARN_BELOW_MS = 5 * 60_000;
const ANNOUNCE_AT_MS = [5 * 60_000, 60_000];

/**
 * The time left in the section, from the server's stored deadline and the phone's distance from
 * the server's clock (`offsetMs`), never from the phone's own time of day. Calls `onExpired` once
 * at zero; a screen reader hears it at five minutes and at one, not every second.
 */
export function SectionTimer({ deadlineAt, offsetMs, onExpired }: { deadlineAt: string; offsetMs: number; onExpired: () => void }) {
  const [remaining, setRemaining] = useState(() => remainingAt(deadlineAt, Date.now(), offsetMs));
  const [announcement, setAnnouncement] = useState('');
  const expiredRef = useRef(false);
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    let last = Infinity;
    const tick = () => {
      const left = remainingAt(deadlineAt, Date.now(), offsetMs);
      setRemaining(left);
      const crossed = ANNOUNCE_AT_MS.find((mark) => last > mark && left <= mark && left > 0);
      if (crossed !== undefined && last !== Infinity) setAnnouncement(`Sisa waktu ${remainingInWords(crossed)}.`);
      last = left;
      if (left <= 0 && !expiredRef.current) {
        expiredRef.current = true;
        onExpiredRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);
  const isLow = remaining < WARN_BELOW_MS;
  return (
    <div className={`flex items-center gap-2 rounded-xl px-3 py-1.5 font-semibold tabular-nums ${isLow ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-900'}`}>
      <span className="text-xs font-medium uppercase tracking-wide">Sisa</span>
      <span role="timer" aria-label={`Sisa waktu ${remainingInWords(remaining)}`} className="text-xl">
        {formatRemaining(remaining)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
