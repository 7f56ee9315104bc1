import { useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { USER_SEARCH_MAX_LENGTH } from '../../../core/admin-users';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminPage } from '../../components/admin/admin-page';
import { secondaryButton } from '../../components/button-styles';
import { useMe } from '../../lib/session';
import { useFailureToast } from '../../lib/use-failure-toast';
import { paths } from '../../routes';
import { useUsers, type TUserRow } from './api/get-users';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { SearchForm } from './components/search-form';
import { UsersTable } from './components/users-table';
import { filtersFromSearchParams, listQueryFrom, searchParamsFromFilters, USER_LIST_PAGE_SIZE, type TListFilters } from './list-filters';

const LIST_FAILED = 'Gagal memuat daftar pengguna!';

export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams, 'q');
  const list = useUsers(listQueryFrom(filters, 'q', USER_LIST_PAGE_SIZE));
  const { user: me } = useMe();
  const [deleting, setDeleting] = useState<TUserRow | null>(null);
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, LIST_FAILED);

  const show = (next: TListFilters) => setSearchParams(searchParamsFromFilters(next, 'q'));

  return (
    <AdminPage
      title="Kelola Pengguna"
      crumbs={[{ label: 'Kelola Pengguna' }]}
      actions={
        <Link to={paths.adminMailOutbox} className={secondaryButton}>
          Kotak Surat (Outbox)
        </Link>
      }
    >
      <SearchForm
        label="Cari pengguna"
        type="search"
        value={filters.search}
        placeholder="Sebagian alamat email"
        maxLength={USER_SEARCH_MAX_LENGTH}
        onSearch={(search) => show({ search, page: 1 })}
      />
      <AdminListSection
        label="Daftar pengguna"
        pageLabel="Halaman daftar pengguna"
        list={list}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
        failureMessage={LIST_FAILED}
      >
        {(data) => <UsersTable users={data.users} currentUserId={me?.id ?? null} onDelete={setDeleting} />}
      </AdminListSection>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
