import { DUPLICATE_THEORY_PREFIX } from '../../../../core/theories';
import { adminTable } from '../../../components/admin/admin-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDuplicateTheory } from '../api/duplicate-theory';
import type { TTheory } from '../api/get-theories';

export function DuplicateTheoryButton({ subtopicId, theory, label }: { subtopicId: string; theory: TTheory; label: string }) {
  const duplicate = useDuplicateTheory();
  return (
    <ConfirmDialog
      title="Duplikat teori?"
      description={`Salinan ${label} ditambahkan di akhir daftar, diawali '${DUPLICATE_THEORY_PREFIX.trim()}'.`}
      confirmLabel="Duplikat"
      pendingLabel="Menduplikasi..."
      onConfirm={async () => {
        try {
          await duplicate.mutateAsync({ subtopicId, theoryId: theory.theoryId });
          toast.success('Teori berhasil ditambah');
        } catch (error) {
          toast.error('Gagal menduplikasi teori!');
          throw error;
        }
      }}
      trigger={
        <button type="button" className={adminTable.textButton} aria-label={`Duplikat ${label}`}>
          Duplikat
        </button>
      }
    />
  );
}
