import { useIsHydrated } from '../../lib/use-hydrated';
import { useMe } from '../../lib/session';
import { lazyComponent } from '../lazy-component';

const prompt = lazyComponent(async () => (await import('./name-prompt')).NamePrompt);

/**
 * Where the dashboard and the class pages may ask for a missing name: nothing (and no chunk
 * fetched) unless /me says the signed-in account's name is empty. Kept off the problem page,
 * whose first JavaScript is at its budget.
 */
export function NamePromptSlot({ className }: { className: string }) {
  const isHydrated = useIsHydrated();
  const { user } = useMe();
  // A server-rendered page knows only the role until its data tail is applied: no name is not ''.
  if (!isHydrated || user?.name !== '') return null;
  return (
    <div className={`print:hidden ${className}`}>
      <prompt.WhenLoaded fallback={null} />
    </div>
  );
}
