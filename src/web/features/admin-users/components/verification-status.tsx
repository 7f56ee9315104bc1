import { adminTable } from '../../../components/admin/admin-table';
import { toast } from '../../../lib/toast';
import { useVerifyUserEmail } from '../api/verify-user-email';

/** Whether the address is verified; an admin can vouch for it when no mail server is set up. */
export function VerificationStatus({ userId, email, isVerified }: { userId: string; email: string; isVerified: boolean }) {
  const verify = useVerifyUserEmail();
  if (isVerified) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
        <span aria-hidden="true">✓</span>
        Terverifikasi
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
        <span aria-hidden="true">!</span>
        Belum terverifikasi
      </span>
      <button
        type="button"
        className={`${adminTable.textButton} disabled:cursor-not-allowed disabled:opacity-50`}
        disabled={verify.isPending}
        aria-label={`Verifikasi email ${email}`}
        onClick={() =>
          verify.mutate(userId, {
            onSuccess: () => toast.success('Email pengguna berhasil diverifikasi!'),
            onError: () => toast.error('Gagal memverifikasi email pengguna!'),
          })
        }
      >
        {verify.isPending ? 'Memverifikasi...' : 'Verifikasi'}
      </button>
    </span>
  );
}
