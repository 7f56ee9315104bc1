import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Navbar } from './navbar';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-2/5 bg-indigo-600 motion-safe:animate-progress" />
    </div>
  );
}

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const isFirstRender = useRef(true);

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
      <NavigationProgress />
      <Navbar />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
