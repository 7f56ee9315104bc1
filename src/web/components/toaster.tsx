import { useToaster, type Toast } from 'react-hot-toast/headless';

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'success') {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-emerald-600">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="m6 10.5 2.5 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (type === 'error') {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-red-600">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M7 7l6 6M13 7l-6 6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  }
  if (type === 'loading') {
    return <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-slate-200 border-r-indigo-600" />;
  }
  return null;
}

/**
 * Renders react-hot-toast's store with our own markup (the library's styled Toaster needs
 * inline <style>, which the CSP forbids). The store keeps its defaults: at most 20 toasts,
 * error 4000 ms, success 2000 ms, loading until dismissed.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  const visibleToasts = toasts.filter((item) => item.visible);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {visibleToasts.map((item) => (
        <div
          key={item.id}
          className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-base font-medium text-slate-800 shadow-lg motion-safe:animate-toast-in"
        >
          {item.icon ?? <ToastIcon type={item.type} />}
          <div className="min-w-0 flex-1 whitespace-pre-line">
            {typeof item.message === 'function' ? item.message(item) : item.message}
          </div>
        </div>
      ))}
    </div>
  );
}
