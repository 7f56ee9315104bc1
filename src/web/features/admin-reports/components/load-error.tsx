import { secondaryButton } from '../../../components/button-styles';

/** The on-screen failure beside the toast, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Coba Lagi
      </button>
    </div>
  );
}
