import { useEffect, useRef, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';

/**
 * Asks before a step that cannot be undone ('the clock starts', 'the section is handed in'), in
 * the page itself rather than a dialog library: large buttons, 'Batal' first to take the focus.
 */
export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="group" aria-labelledby="confirm-panel-title" className="rounded-2xl border-2 border-indigo-300 bg-indigo-50 p-4 sm:p-5">
      <h2 id="confirm-panel-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-1 text-slate-700">{children}</div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <button ref={cancelRef} type="button" className={`${secondaryButton} min-h-12`} onClick={onCancel} disabled={isPending}>
          Batal
        </button>
        <button type="button" className={`${primaryButton} min-h-12`} onClick={onConfirm} disabled={isPending} aria-busy={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}
