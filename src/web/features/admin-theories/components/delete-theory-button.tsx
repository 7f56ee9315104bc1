import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteTheory } from '../api/delete-theory';
import type { TTheory } from '../api/get-theories';
import { theoryDeletionImpactQuery, type TTheoryDeletionImpact } from '../api/get-theory-deletion-impact';

function impactText({ problems, problemCount }: TTheoryDeletionImpact): string {
  if (problemCount === 0) return 'Teori ini tidak dipakai oleh soal mana pun. Tindakan ini tidak dapat dibatalkan.';
  const more = problemCount - problems.length;
  const names = problems.map((problem) => problem.problemId).join(', ') + (more > 0 ? `, dan ${more} soal lainnya` : '');
  return `Teori ini dipakai oleh ${problemCount} soal: ${names}. Tautannya akan ikut dihapus.`;
}

/** The confirmation opens only once it can name the problems that link the theory. */
export function DeleteTheoryButton({ subtopicId, theory, label, onDeleted }: { subtopicId: string; theory: TTheory; label: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useDeleteTheory();
  const [impact, setImpact] = useState<TTheoryDeletionImpact | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const open = async () => {
    setIsChecking(true);
    try {
      setImpact(await queryClient.fetchQuery(theoryDeletionImpactQuery(theory.theoryId)));
    } catch {
      toast.error('Gagal memuat teori!');
    } finally {
      setIsChecking(false);
    }
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync({ subtopicId, theoryId: theory.theoryId });
      toast.success('Item berhasil dihapus!');
      onDeleted();
    } catch (error) {
      // Links and theory go in one transaction; with links, removing them is what failed with it.
      toast.error(impact && impact.problemCount > 0 ? 'Gagal menghapus relasi teori!' : 'Gagal menghapus teori!');
      throw error;
    }
  };

  return (
    <>
      <button type="button" className={adminTable.dangerTextButton} aria-label={`Hapus ${label}`} disabled={isChecking} aria-busy={isChecking} onClick={open}>
        {isChecking ? 'Memeriksa...' : 'Hapus'}
      </button>
      <ConfirmDialog
        open={impact !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setImpact(null))}
        title={`Hapus ${label}?`}
        description={impact ? impactText(impact) : ''}
        confirmLabel="Hapus"
        pendingLabel="Menghapus..."
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
