import { useEffect, useState } from 'react';

/** The current time, renewed every minute, so 'hari ini 23.59' turns into 'lewat tenggat' on an open page. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
