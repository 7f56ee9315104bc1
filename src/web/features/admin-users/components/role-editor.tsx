import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../../core/roles';
import { adminTable } from '../../../components/admin/admin-table';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-messages';
import { toast } from '../../../lib/toast';
import { useUpdateUserRole } from '../api/update-user-role';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

// A refusal the admin can act on (the last admin) is named; anything else is the spec's text alone.
function failureText(error: unknown): string {
  const base = 'Gagal memperbarui peran pengguna!';
  return error instanceof ApiError && error.status === 409 ? `${base} ${getErrorMessage(error)}` : base;
}

/** Spec 4: 'Simpan' stays disabled until the chosen role differs from the current one. */
export function RoleEditor({ userId, email, role }: { userId: string; email: string; role: Role }) {
  const [chosen, setChosen] = useState<Role>(role);
  const [savedRole, setSavedRole] = useState<Role>(role);
  // Once the list shows a newly saved role, the select starts again from it.
  if (savedRole !== role) {
    setSavedRole(role);
    setChosen(role);
  }
  const update = useUpdateUserRole();
  const save = () =>
    update.mutate(
      { userId, role: chosen },
      {
        onSuccess: () => toast.success('Peran pengguna berhasil diperbarui!'),
        onError: (error) => {
          toast.error(failureText(error));
          // A refusal will not change on retry: show the role that is still saved.
          if (error instanceof ApiError && error.status === 409) setChosen(role);
        },
      },
    );
  return (
    <div className="flex items-center gap-2">
      <div className="w-32">
        <Select
          aria-label={`Peran ${email}`}
          value={chosen}
          options={ROLE_OPTIONS}
          disabled={update.isPending}
          onChange={(event) => setChosen(event.target.value as Role)}
        />
      </div>
      <button
        type="button"
        className={`${adminTable.textButton} border border-indigo-200 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-transparent`}
        disabled={chosen === role || update.isPending}
        aria-label={`Simpan peran ${email}`}
        onClick={save}
      >
        {update.isPending ? 'Menyimpan...' : 'Simpan'}
      </button>
    </div>
  );
}
