import { freshnessLabel } from '../../../../core/item-analytics';
import { useNow } from '../use-now';

/** How old the list's figures are ('Statistik diperbarui 3 menit lalu'); open reports are live. */
export function StatsFreshness({ refreshedAt }: { refreshedAt: string | null }) {
  const now = useNow();
  return (
    <p className="text-sm text-slate-600">
      {refreshedAt ? (
        <time dateTime={refreshedAt}>{`Statistik ${freshnessLabel(refreshedAt, now)}`}</time>
      ) : (
        `Statistik ${freshnessLabel(null, now)}`
      )}
      <span className="text-slate-500"> · jumlah laporan selalu terkini</span>
    </p>
  );
}
