import { useId, useState } from 'react';
import type { TContentUsage } from '../../../../core/content-usage';
import { blocksDelete, usageOfRefusal } from '../../../components/admin/content-usage';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select } from '../../../components/ui/select';
import { formatCount } from '../../../lib/number-format';
import { toast } from '../../../lib/toast';
import { useBulkAction, type TBulkActionRequest } from '../api/bulk-action';
import { useBulkDeletionImpact } from '../api/get-bulk-deletion-impact';
import type { TTreeCategory } from '../api/get-content-tree';
import { subtopicPathOptions } from '../content-tree-options';
import { deletionImpactLines } from '../list-deletion-impact';
import { DeletionDescription } from './deletion-description';
import { failureWithReason } from '../../../lib/admin-error-messages';

type TSelection = TBulkActionRequest['selection'];
type BulkDialogProps = { selection: TSelection; count: number; onClose: () => void; onDone: () => void };

const closeWith = (onClose: () => void) => (isOpen: boolean) => (isOpen ? undefined : onClose());

/** Publishing or unpublishing needs no confirmation: it is undone by the other button. */
export function useBulkPublication(onDone: () => void) {
  const action = useBulkAction();
  const run = (kind: 'publish' | 'unpublish', selection: TSelection) =>
    action.mutateAsync({ action: kind, selection }).then(
      ({ affected }) => {
        toast.success(kind === 'publish' ? `${formatCount(affected)} soal diterbitkan.` : `${formatCount(affected)} soal dijadikan draf.`);
        onDone();
      },
      (error: unknown) => toast.error(failureWithReason('Gagal mengubah status terbit soal!', error)),
    );
  return { run, isPending: action.isPending };
}

// Problems never go into 'List Teori': its subtopics hold theories only (the server refuses too).
export function BulkMoveDialog({ selection, count, onClose, onDone, categories }: BulkDialogProps & { categories: TTreeCategory[] }) {
  const action = useBulkAction();
  const [target, setTarget] = useState('');
  const selectId = useId();
  const options = subtopicPathOptions(categories);
  return (
    <ConfirmDialog
      open
      onOpenChange={closeWith(onClose)}
      title={`Pindahkan ${formatCount(count)} soal`}
      description={
        <span className="block">
          <span className="block">Soal ditaruh di akhir subtopik tujuan, dalam urutannya sekarang.</span>
          <label htmlFor={selectId} className="mt-3 block font-medium text-slate-800">
            Subtopik tujuan
          </label>
          <span className="mt-1 block">
            <Select id={selectId} options={options} placeholder="Pilih subtopik..." value={target} onChange={(event) => setTarget(event.target.value)} />
          </span>
        </span>
      }
      confirmLabel="Pindahkan"
      pendingLabel="Memindahkan..."
      onConfirm={() => {
        if (!target) {
          toast.error('Pilih subtopik tujuan dulu.');
          return Promise.reject(new Error('no target subtopic'));
        }
        return action.mutateAsync({ action: 'move', selection, subtopicId: target }).then(
          ({ affected }) => {
            toast.success(`${formatCount(affected)} soal dipindahkan.`);
            onDone();
          },
          (error: unknown) => {
            toast.error(failureWithReason('Gagal memindahkan soal!', error));
            throw error;
          },
        );
      }}
    />
  );
}

export function BulkDeleteDialog({ selection, count, onClose, onDone }: BulkDialogProps) {
  const impact = useBulkDeletionImpact(selection, true);
  const action = useBulkAction();
  // Where a refused delete found the problems used meanwhile (decision 072), newer than the impact.
  const [refusedUsage, setRefusedUsage] = useState<TContentUsage | null>(null);
  const usage = refusedUsage ?? impact.data?.usage;
  const isInUse = blocksDelete(usage);
  const subject = `${formatCount(count)} soal ini`;
  const lines = impact.isPending
    ? ['Menghitung dampak penghapusan...']
    : impact.isError
      ? ['Dampak penghapusan tidak dapat dimuat.']
      : deletionImpactLines(impact.data, subject);
  return (
    <ConfirmDialog
      open
      onOpenChange={closeWith(onClose)}
      title={`Hapus ${formatCount(count)} soal?`}
      description={<DeletionDescription intro="Soal yang dipilih akan dihapus permanen dan tidak dapat dikembalikan." lines={lines} usage={usage} />}
      confirmLabel="Hapus"
      pendingLabel="Menghapus..."
      cancelLabel={isInUse ? 'Tutup' : undefined}
      destructive
      isConfirmDisabled={impact.isPending || isInUse}
      onConfirm={() =>
        action.mutateAsync({ action: 'delete', selection }).then(
          ({ affected }) => {
            toast.success(`${formatCount(affected)} soal dihapus.`);
            onDone();
          },
          (error: unknown) => {
            setRefusedUsage(usageOfRefusal(error));
            toast.error(failureWithReason('Gagal menghapus soal!', error));
            throw error;
          },
        )
      }
    />
  );
}
