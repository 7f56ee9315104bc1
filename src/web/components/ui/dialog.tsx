import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

// A plain backdrop, not Radix's Overlay: that one locks scrolling by injecting a <style> element,
// which our Content-Security-Policy (style-src 'self') blocks. A click on it still closes the
// dialog, as a click outside. The page behind may scroll, as it did under the native <dialog>.
// Props (and the ref) come from Radix's Portal, which renders it only while the dialog is open.
export function DialogBackdrop(props: ComponentProps<'div'>) {
  return <div aria-hidden="true" {...props} className="fixed inset-0 z-50 bg-slate-900/50" />;
}

// inset-0 + m-auto + h-fit centres the panel without a transform, so text stays crisp.
const dialogPanelBaseClass =
  'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-xl focus:outline-none sm:p-6';
export const dialogPanelClass = `${dialogPanelBaseClass} max-w-lg`;
// For a dialog that shows a photo or a wide form beside its fields.
const wideDialogPanelClass = `${dialogPanelBaseClass} max-w-3xl`;

export const dialogTitleClass = 'text-xl font-bold tracking-tight';

export const dialogDescriptionClass = 'mt-1 text-slate-600';

type DialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isWide?: boolean;
  children: ReactNode;
};

/** A modal dialog: focus is trapped inside, Escape and a click on the backdrop close it. */
export function Dialog({ title, description, trigger, open, onOpenChange, isWide = false, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogBackdrop />
        <DialogPrimitive.Content className={isWide ? wideDialogPanelClass : dialogPanelClass}>
          <DialogPrimitive.Title className={dialogTitleClass}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={dialogDescriptionClass}>{description}</DialogPrimitive.Description>
          ) : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button with it (asChild) to make the button close the surrounding dialog. */
export const DialogClose = DialogPrimitive.Close;
