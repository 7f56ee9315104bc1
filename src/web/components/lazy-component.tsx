import { use, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type TTrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

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
   * A chunk that fails to load is thrown to the nearest error boundary, as a suspension's would be.
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
  const preload = () => {
    if (loading) return loading;
    const started: TTrackedPromise<ComponentType<Props>> = load().then(
      (component) => {
        // React's use() returns a promise marked this way at once, without suspending.
        started.status = 'fulfilled';
        started.value = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk (a dropped connection, a deploy that removed it) can be tried again.
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  function Component(props: Props) {
    const Loaded = use(preload() as Promise<ComponentType<Props>>);
    return <Loaded {...props} />;
  }
  function WhenLoaded({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [state, setState] = useState<{ Loaded?: ComponentType<Props>; error?: unknown }>(() =>
      loading?.status === 'fulfilled' ? { Loaded: loading.value } : {},
    );
    const isSettled = state.Loaded !== undefined || 'error' in state;
    useEffect(() => {
      if (isSettled) return;
      let isCurrent = true;
      preload().then(
        (Loaded) => isCurrent && setState({ Loaded }),
        (error: unknown) => isCurrent && setState({ error }),
      );
      return () => {
        isCurrent = false;
      };
    }, [isSettled]);
    if ('error' in state) throw state.error;
    const { Loaded } = state;
    return Loaded ? <Loaded {...(props as unknown as Props)} /> : fallback;
  }
  return { preload, Component, WhenLoaded };
}
