import { secondaryButton } from '../button-styles';

/** An inline failure with a retry, beside the toast that announced it. */
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
