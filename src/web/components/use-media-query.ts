import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Rendered without a window (on the server), it answers as a phone would.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
