// Toasts come from react-hot-toast's headless build (the styled one injects a <style> element at
// runtime, which our CSP, style-src 'self', blocks); store, durations and the 20-toast limit are
// the library's. The library and the Toaster live in their own chunk, fetched right after the
// first render (components/toaster-slot.tsx) so they cost nothing on the way to the first paint;
// a toast asked for before it arrives is shown as soon as it does.
//
// The same error said twice (a double tap, or a page and the global session handler reacting
// to one failure) is one toast: error toasts are keyed by their text unless given an id.

type TToastOptions = { id?: string };
type TToastModule = typeof import('react-hot-toast/headless');

let loading: Promise<TToastModule> | undefined;
let loaded: TToastModule | undefined;
export const loadToastLibrary = () =>
  (loading ??= import('react-hot-toast/headless').then((library) => (loaded = library)));

function show(kind: 'error' | 'success', message: string, options: TToastOptions = {}) {
  const id = options.id ?? (kind === 'error' ? `error:${message}` : undefined);
  const showWith = ({ toast }: TToastModule) => toast[kind](message, id ? { ...options, id } : options);
  // Loaded (the usual case: the toaster fetches it right after the first render), at once.
  if (loaded) showWith(loaded);
  else void loadToastLibrary().then(showWith);
}

export const toast = {
  error: (message: string, options?: TToastOptions) => show('error', message, options),
  success: (message: string, options?: TToastOptions) => show('success', message, options),
};
