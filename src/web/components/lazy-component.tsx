import { use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

// Marked the way React's use() reads a promise: settled ones are taken at once, without suspending.
type TTrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type TLazyComponent<Props extends object> = {
  /** Starts (once) fetching the chunk; resolves when the component can render without waiting. */
  preload: () => Promise<ComponentType<Props>>;
  /** Suspends to the nearest <Suspense> until the chunk is in: for what the server renders too. */
  Component: ComponentType<Props>;
  /**
   * Renders `fallback` until the chunk is in, without suspending: for widgets that appear only
   * once the page is hydrated (menus, dialogs, the toaster). A suspension there held back the
   * render that follows hydration, the one that enables the page's buttons and inputs, by
   * React's 300 ms throttle on revealing Suspense content (bench/README.md, issue 12).
   * A chunk that fails to load (the line dropped) leaves the fallback in place, never an error
   * page: the next render (a tap on the fallback) or the browser coming back online tries again.
   */
  WhenLoaded: ComponentType<Props & { fallback: ReactNode }>;
};

/**
 * A component in its own chunk. Unlike React.lazy, one whose chunk was preloaded renders at once:
 * the browser preloads what the server rendered before hydrating its HTML (main.tsx), so that
 * render does not have to suspend. Not yet loaded, it suspends to the nearest <Suspense>.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): TLazyComponent<Props> {
  let loading: TTrackedPromise<ComponentType<Props>> | undefined;
  // A failed chunk (a dropped connection, a deploy that removed it) can be asked for again.
  const preload = () => {
    if (loading && loading.status !== 'rejected') return loading;
    const started: TTrackedPromise<ComponentType<Props>> = load().then(
      (component) => {
        started.status = 'fulfilled';
        started.value = component;
        return component;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  function Component(props: Props) {
    // A failed load is thrown to the error boundary. Asking again here would suspend on a new
    // request at every render React retries after the failure: a loop of requests.
    const Loaded = use((loading?.status === 'rejected' ? loading : preload()) as Promise<ComponentType<Props>>);
    return <Loaded {...props} />;
  }
  function WhenLoaded({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(() => (loading?.status === 'fulfilled' ? loading.value! : null));
    // A render after a failed load (a tap on the fallback) or the browser coming back online tries again.
    const [, setRetries] = useState(0);
    const isMounted = useRef(true);
    const isLoading = useRef(false);
    useEffect(() => {
      isMounted.current = true;
      return () => {
        isMounted.current = false;
      };
    }, []);
    useEffect(() => {
      if (Loaded || isLoading.current) return;
      isLoading.current = true;
      preload().then(
        (component) => {
          isLoading.current = false;
          if (isMounted.current) setLoaded(() => component);
        },
        () => {
          // A dropped connection: the fallback stays, and the page with it.
          isLoading.current = false;
        },
      );
    });
    useEffect(() => {
      if (Loaded) return;
      const retry = () => setRetries((count) => count + 1);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [Loaded]);
    return Loaded ? <Loaded {...(props as unknown as Props)} /> : fallback;
  }
  return { preload, Component, WhenLoaded };
}
