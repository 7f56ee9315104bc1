import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { loadWithRecovery } from '../lib/chunk-recovery';
import { lazyComponent } from './lazy-component';

export type TLazyPage = {
  /** Starts (once) fetching the page's chunk; resolves when it can render without waiting. */
  preload: () => Promise<unknown>;
  Page: ComponentType;
};

/**
 * A page in its own chunk (see lazyComponent): preloaded, it renders without suspending. A chunk
 * that fails is retried once, then the page reloads (lib/chunk-recovery.ts).
 */
export function lazyPage(load: () => Promise<ComponentType>): TLazyPage {
  const { preload, Component } = lazyComponent<object>(() => loadWithRecovery(load));
  return { preload, Page: Component };
}

export type TPageRoute = { path: string; page: TLazyPage };

/** The first of `routes` whose pattern matches `path` (below the basename, no trailing slash). */
export function pageAt(routes: readonly TPageRoute[], path: string): TPageRoute | undefined {
  return routes.find((route) => matchRoute(parsePattern, route.path, path)[0]);
}
