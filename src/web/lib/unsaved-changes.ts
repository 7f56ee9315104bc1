import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const LEAVE_UNSAVED_MESSAGE = 'Ada perubahan yang belum disimpan. Tinggalkan halaman ini?';

// Leaving with unsaved changes asks first: inside the app through the router, and on reload or
// closing the tab through the browser's own prompt.
export function useUnsavedChangesGuard(isDirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
