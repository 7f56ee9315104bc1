import { isPlaceholderEmail } from '../../../../core/pupil-login';
import { adminTable } from '../../../components/admin/admin-table';
import { AdminTableHead, type TAdminColumn } from '../../../components/admin/admin-table-head';
import type { TUserRow } from '../api/get-users';
import { dateTimeFormat } from '../date-format';
import { RoleEditor } from './role-editor';
import { VerificationStatus } from './verification-status';

const COLUMNS: TAdminColumn[] = [
  { label: 'ID', className: 'hidden xl:table-cell' },
  { label: 'Email · Nama' },
  { label: 'Verifikasi' },
  { label: 'Peran' },
  { label: 'Dibuat', className: 'hidden lg:table-cell' },
  { label: 'Aksi', className: 'text-right', isLabelHidden: true },
];

type UsersTableProps = {
  users: TUserRow[];
  currentUserId: string | null;
  onDelete: (user: TUserRow) => void;
};

const SELF_DELETE_HINT = 'Anda tidak bisa menghapus akun Anda sendiri.';

// At 1280 px every column has room; on a tablet the id and the date move under the email; on a
// phone each user is a card.
export function UsersTable({ users, currentUserId, onDelete }: UsersTableProps) {
  return (
    <div className={adminTable.cardsWrapper}>
      <table className={adminTable.table}>
        <AdminTableHead columns={COLUMNS} />
        <tbody className="divide-y divide-slate-100">
          {users.length === 0 ? (
            <tr>
              <td colSpan={6} className={adminTable.empty}>
                Tidak ada pengguna yang cocok.
              </td>
            </tr>
          ) : (
            users.map((user) => {
              const isSelf = user.id === currentUserId;
              const createdAt = dateTimeFormat.format(new Date(user.createdAt));
              return (
                <tr key={user.id} className={adminTable.row}>
                  <td className={`${adminTable.cell} hidden whitespace-nowrap font-mono text-xs text-slate-600 xl:table-cell`}>
                    {user.id}
                  </td>
                  <th scope="row" className={`${adminTable.cell} max-w-72 font-medium [overflow-wrap:anywhere]`} data-card-wide>
                    {isPlaceholderEmail(user.email) ? (
                      <>
                        <span className="font-mono">{user.email.split('@')[0]}</span>{' '}
                        <span className="text-xs font-normal text-slate-500">(akun siswa tanpa email)</span>
                      </>
                    ) : (
                      user.email
                    )}
                    {isSelf ? <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span> : null}
                    {user.name ? <span className="block text-sm font-normal text-slate-700">{user.name}</span> : null}
                    <span className="block font-mono text-xs font-normal text-slate-500 xl:hidden">{user.id}</span>
                    <span className="block text-xs font-normal text-slate-500 lg:hidden">{createdAt}</span>
                  </th>
                  <td className={adminTable.cell}>
                    <VerificationStatus userId={user.id} email={user.email} isVerified={user.emailVerified} />
                  </td>
                  <td className={adminTable.cell}>
                    <RoleEditor userId={user.id} email={user.email} role={user.role} />
                  </td>
                  <td className={`${adminTable.cell} hidden whitespace-nowrap lg:table-cell`}>
                    <time dateTime={user.createdAt}>{createdAt}</time>
                  </td>
                  <td className={`${adminTable.cell} whitespace-nowrap text-right`}>
                    <button
                      type="button"
                      className={`${adminTable.dangerTextButton} disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent`}
                      disabled={isSelf}
                      title={isSelf ? SELF_DELETE_HINT : undefined}
                      aria-label={`Hapus ${user.email}`}
                      onClick={() => onDelete(user)}
                    >
                      Hapus
                    </button>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
