import { dangerButton, primaryButton, secondaryButton } from '../../../components/button-styles';
import { formatCount } from '../../../lib/number-format';
import { selectionText } from '../list-pager';

export type TBulkKind = 'publish' | 'unpublish' | 'move' | 'delete';

type BulkBarProps = {
  selected: number;
  total: number;
  isAllMatching: boolean;
  isBusy: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (kind: TBulkKind) => void;
};

const small = 'min-h-10 px-3 py-1.5 text-sm';

/** How many are ticked of how many match, and what can be done with them at once (issue 31.6). */
export function BulkBar({ selected, total, isAllMatching, isBusy, onSelectAllMatching, onClear, onAction }: BulkBarProps) {
  if (selected === 0) {
    return <p className="mb-2 text-sm text-slate-600">{`${formatCount(total)} soal cocok dengan filter.`}</p>;
  }
  return (
    <div role="region" aria-label="Aksi massal" className="z-10 mb-2 md:sticky md:top-16 rounded-2xl border border-indigo-200 bg-indigo-50 p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p aria-live="polite" className="font-semibold text-indigo-950">
          {selectionText(selected, total)}
        </p>
        {!isAllMatching && selected < total ? (
          <button type="button" className="min-h-10 text-sm font-semibold text-indigo-800 underline underline-offset-2" onClick={onSelectAllMatching}>
            {`Pilih semua ${formatCount(total)} yang cocok dengan filter`}
          </button>
        ) : null}
        <button type="button" className="min-h-10 text-sm text-slate-700 underline underline-offset-2" onClick={onClear}>
          Batalkan pilihan
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={`${primaryButton} ${small}`} disabled={isBusy} onClick={() => onAction('publish')}>
          Terbitkan
        </button>
        <button type="button" className={`${secondaryButton} ${small}`} disabled={isBusy} onClick={() => onAction('unpublish')}>
          Jadikan draf
        </button>
        <button type="button" className={`${secondaryButton} ${small}`} disabled={isBusy} onClick={() => onAction('move')}>
          Pindahkan...
        </button>
        <button type="button" className={`${dangerButton} ${small}`} disabled={isBusy} onClick={() => onAction('delete')}>
          Hapus...
        </button>
      </div>
    </div>
  );
}
