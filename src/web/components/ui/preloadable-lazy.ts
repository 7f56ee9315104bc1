import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose chunk can be fetched before its first render. Widgets of learner pages load
 * this way, right after the page shows, to keep the headless library out of their initial JS.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload };
}
