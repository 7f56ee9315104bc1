import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during the render that hydrates server HTML, true afterwards (and at
 * once on pages the browser renders itself). What only the browser knows (localStorage) must
 * wait for it, or the first render would not match the server's HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
