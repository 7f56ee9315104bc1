import { AlertDialog } from 'radix-ui';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../button-styles';
import { DialogBackdrop, dialogDescriptionClass, dialogPanelClass, dialogTitleClass } from './dialog';

type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while onConfirm's promise is pending. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that delete or cannot be undone. */
  destructive?: boolean;
  /** The confirm button stays disabled, e.g. while what the action would do is counted, or when it cannot be done. */
  isConfirmDisabled?: boolean;
  /**
   * May return a promise: the dialog then stays open, its buttons disabled, until it settles,
   * and closes only on success. Reporting a failure (a toast) is the caller's job.
   */
  onConfirm: () => unknown;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** Asks before an action; Cancel has the initial focus and a click outside does not close it. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Batal',
  destructive = false,
  isConfirmDisabled = false,
  onConfirm,
  trigger,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const [isOpenInternally, setIsOpenInternally] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const isOpen = open ?? isOpenInternally;

  const setOpen = (next: boolean) => {
    setIsOpenInternally(next);
    onOpenChange?.(next);
  };

  const confirm = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setIsPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller has reported the failure; staying open lets the user retry or cancel.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(next) => (isPending ? undefined : setOpen(next))}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <DialogBackdrop />
        {/* Modal like any dialog (focus is trapped): aria-modal tells assistive tech the page behind is out of reach. */}
        <AlertDialog.Content className={dialogPanelClass} aria-modal="true">
          <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogDescriptionClass}>{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={secondaryButton} disabled={isPending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={destructive ? dangerButton : primaryButton}
              disabled={isPending || isConfirmDisabled}
              aria-busy={isPending}
              onClick={confirm}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
