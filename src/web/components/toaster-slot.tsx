import { useEffect } from 'react';
import { useIsHydrated } from '../lib/use-hydrated';
import { lazyComponent } from './lazy-component';

const toaster = lazyComponent(async () => (await import('./toaster')).Toaster);

/** The toasts' live region, rendered in the browser once the page is up (see lib/toast.ts). */
export function ToasterSlot() {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    toaster.preload().catch(() => undefined);
  }, []);
  if (!isHydrated) return null;
  return <toaster.WhenLoaded fallback={null} />;
}
