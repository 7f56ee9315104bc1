import { useEffect, useRef } from 'react';
import { useHistoryBlock, useLocation } from './router';

export const LEAVE_UNSAVED_MESSAGE = 'Ada perubahan yang belum disimpan. Tinggalkan halaman ini?';

export const confirmLeave = () => window.confirm(LEAVE_UNSAVED_MESSAGE);

// Leaving with unsaved changes asks first: inside the app through the router's history, and on
// reload or closing the tab through the browser's own prompt. Changing only the query string
// (a filter) on the same page does not ask.
export function useUnsavedChangesGuard(isDirty: boolean) {
  const block = useHistoryBlock();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!isDirty) return;
    return block((nextPathname) => nextPathname !== pathnameRef.current);
  }, [block, isDirty]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
