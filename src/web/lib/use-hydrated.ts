import { useEffect, useSyncExternalStore } from 'react';

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

// What boot.tsx runs once the server's HTML of the page itself is hydrated: a signed-in learner's
// data tail (web/ssr-state.ts). The page sits in the layout's Suspense boundary, which React
// hydrates after the rest of the app: data changed before then would not match its HTML.
let afterPageHydration: (() => void) | undefined;

export const whenPageHydrated = (run: () => void) => {
  afterPageHydration = run;
};

/** Rendered after the page, inside the layout's Suspense boundary: nothing on screen. */
export function PageHydrated() {
  useEffect(() => {
    afterPageHydration?.();
    afterPageHydration = undefined;
  }, []);
  return null;
}
