import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useDeleteUser } from '../api/delete-user';
import type { TUserRow } from '../api/get-users';

function failureText(error: unknown): string {
  const base = 'Gagal menghapus pengguna!';
  return error instanceof ApiError && error.status === 409 ? `${base} ${getErrorMessage(error)}` : base;
}

/** Says plainly what goes and what stays, since the deletion cannot be undone. */
export function DeleteUserDialog({ user, onClose }: { user: TUserRow | null; onClose: () => void }) {
  const deletion = useDeleteUser();
  if (!user) return null;
  return (
    <ConfirmDialog
      key={user.id}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Hapus pengguna?"
      description={
        <>
          <span className="block">{`Hapus pengguna ${user.email}? Tindakan ini tidak dapat dibatalkan.`}</span>
          <span className="mt-2 block">
            Akun dan sesi loginnya dihapus, jadi ia tidak bisa login lagi. Progres, riwayat jawaban dan bookmark-nya ikut terhapus; laporan dan pertanyaannya tetap ada, tetapi foto soal yang ia unggah ikut dihapus.
          </span>
        </>
      }
      confirmLabel="Hapus"
      pendingLabel="Menghapus..."
      destructive
      onConfirm={() =>
        deletion.mutateAsync(user.id).then(
          () => {
            toast.success('Pengguna berhasil dihapus!');
          },
          (error: unknown) => {
            toast.error(failureText(error));
            throw error;
          },
        )
      }
    />
  );
}
