import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../lib/router';

const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A new page starts at the top; back and forward return to where the learner was on that entry
 * (kept per history entry in sessionStorage, so a reload keeps it too).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Read as the learner scrolls: by the time the next page renders, the old one may be gone.
  const scrollY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    window.scrollTo(0, saved ?? 0);
    scrollY.current = window.scrollY;
    return () => {
      const positions = readPositions();
      delete positions[location.key];
      positions[location.key] = scrollY.current;
      const keys = Object.keys(positions);
      for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: scrolling back to the top is fine.
      }
    };
  }, [location.key, navigationType]);
}
