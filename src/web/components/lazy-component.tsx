import { use, type ComponentType } from 'react';

type TTrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export type TLazyComponent<Props extends object> = {
  /** Starts (once) fetching the chunk; resolves when the component can render without waiting. */
  preload: () => Promise<ComponentType<Props>>;
  Component: ComponentType<Props>;
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
  return { preload, Component };
}
