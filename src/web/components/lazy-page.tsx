import type { ComponentType } from 'react';
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
