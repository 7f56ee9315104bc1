import { Suspense, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from '../lib/router';
import { PageHydrated } from '../lib/use-hydrated';
import { ErrorBoundary } from './error-boundary';
import { LoadingMessage } from './loading-message';
import { Navbar } from './navbar';
import { RouteError } from './route-error';
import { useScrollRestoration } from './use-scroll-restoration';

// Shown while the next page's chunk loads.
function NavigationProgress() {
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-2/5 bg-indigo-600 motion-safe:animate-progress" />
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const isFirstRender = useRef(true);
  useScrollRestoration();

  // After a client-side navigation, move focus to the new content like a page load would.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only z-[70] rounded-lg bg-indigo-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Lewati ke konten
      </a>
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Keyed by path: leaving a page that failed gives the next one a fresh start. */}
        <ErrorBoundary key={location.pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense
            fallback={
              <>
                <NavigationProgress />
                <LoadingMessage />
              </>
            }
          >
            {children}
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
