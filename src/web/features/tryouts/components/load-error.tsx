import { secondaryButton } from '../../../components/button-styles';
import { getErrorMessage } from '../../../lib/error-messages';

/** A part of a page that could not load: why, and 'Coba Lagi'. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>
        Gagal memuat {what}: {getErrorMessage(error)}
      </p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
        Coba Lagi
      </button>
    </div>
  );
}
