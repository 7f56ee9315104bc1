import { cloneElement, useEffect, useState, type ComponentProps, type ReactElement } from 'react';
import { lazyComponent } from '../../../components/lazy-component';
import type { ConfirmDialog as TConfirmDialog } from '../../../components/ui/confirm-dialog';

// The dialog library (focus trap, scroll lock) is fetched once the page shows, not before its
// first paint: until it is in, the trigger is drawn the same and a tap on it opens the dialog
// as soon as it arrives.
const confirmDialog = lazyComponent(async () => (await import('../../../components/ui/confirm-dialog')).ConfirmDialog);

type TProps = Omit<ComponentProps<typeof TConfirmDialog>, 'open' | 'onOpenChange' | 'trigger'> & { trigger: ReactElement<ComponentProps<'button'>> };

export function LazyConfirmDialog({ trigger, ...props }: TProps) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    confirmDialog.preload().catch(() => undefined);
  }, []);
  return (
    <confirmDialog.WhenLoaded
      fallback={cloneElement(trigger, { 'aria-haspopup': 'dialog', onClick: () => setIsOpen(true) })}
      {...props}
      trigger={trigger}
      open={isOpen}
      onOpenChange={setIsOpen}
    />
  );
}
