import { useRef } from 'react';

/**
 * `run`, ignoring calls while one is still running. A button disabled by its pending state is
 * disabled only once React has re-rendered; two clicks sent back to back both get in before that.
 * (The server also answers a repeated submission once, by its Idempotency-Key.)
 */
export function useSingleFlight<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const isRunning = useRef(false);
  return async (...args: A) => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await run(...args);
    } finally {
      isRunning.current = false;
    }
  };
}
