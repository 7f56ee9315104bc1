import { useState } from 'react';
import type { TContentUsage } from '../../../../core/content-usage';
import { blocksDelete, usageOfRefusal } from '../../../components/admin/content-usage';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteProblem } from '../api/delete-problem';
import { useDeletionImpact } from '../api/get-deletion-impact';
import { useDuplicateProblem } from '../api/duplicate-problem';
import { deletionImpactLines } from '../list-deletion-impact';
import { DeletionDescription } from './deletion-description';
import type { TRowAction } from './row-actions';
import { failureWithReason } from '../../../lib/admin-error-messages';

type DialogProps = { problemId: string; isOpen: boolean; onClose: () => void };

function impactLines(impact: ReturnType<typeof useDeletionImpact>): string[] {
  if (impact.isPending) return ['Menghitung siswa yang memiliki progres...'];
  if (impact.isError) return ['Jumlah siswa yang memiliki progres pada soal ini tidak dapat dimuat.'];
  return deletionImpactLines(impact.data, 'soal ini');
}

function DeleteProblemDialog({ problemId, isOpen, onClose }: DialogProps) {
  const impact = useDeletionImpact(problemId, isOpen);
  const deletion = useDeleteProblem();
  // Where a refused delete found the problem used meanwhile (decision 072), newer than the impact.
  const [refusedUsage, setRefusedUsage] = useState<TContentUsage | null>(null);
  const usage = refusedUsage ?? impact.data?.usage;
  const isInUse = blocksDelete(usage);
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Hapus soal ${problemId}?`}
      description={<DeletionDescription intro="Soal ini akan dihapus permanen dan tidak dapat dikembalikan." lines={impactLines(impact)} usage={usage} />}
      confirmLabel="Hapus"
      pendingLabel="Menghapus..."
      cancelLabel={isInUse ? 'Tutup' : undefined}
      destructive
      isConfirmDisabled={impact.isPending || isInUse}
      onConfirm={() =>
        deletion.mutateAsync(problemId).then(
          () => {
            toast.success('Item berhasil dihapus!');
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

function DuplicateProblemDialog({ problemId, isOpen, onClose }: DialogProps) {
  const duplication = useDuplicateProblem();
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Duplikat soal ${problemId}?`}
      description="Salinan mendapat kode soal baru, tidak publik, dan membawa semua isi serta teori yang ditautkan."
      confirmLabel="Duplikat"
      pendingLabel="Menduplikasi..."
      onConfirm={() =>
        duplication.mutateAsync(problemId).then(
          ({ problem }) => {
            toast.success(`Soal berhasil diduplikasi: ${problem.problemId}`);
          },
          (error: unknown) => {
            toast.error('Gagal menduplikasi soal!');
            throw error;
          },
        )
      }
    />
  );
}

/** The confirmation for the row action in progress, if any. */
export function RowActionDialogs({ action, onClose }: { action: TRowAction | null; onClose: () => void }) {
  if (!action) return null;
  const { problemId } = action.problem;
  return action.kind === 'delete' ? (
    <DeleteProblemDialog key={problemId} problemId={problemId} isOpen onClose={onClose} />
  ) : (
    <DuplicateProblemDialog key={problemId} problemId={problemId} isOpen onClose={onClose} />
  );
}
