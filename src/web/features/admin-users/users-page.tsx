import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { USER_SEARCH_MAX_LENGTH } from '../../../core/admin-users';
import { AdminPage } from '../../components/admin/admin-page';
import { secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { useMe } from '../../lib/session';
import { useFailureToast } from '../../lib/use-failure-toast';
import { paths } from '../../routes';
import { useUsers, type TUserRow } from './api/get-users';
import { DeleteUserDialog } from './components/delete-user-dialog';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
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
      <section aria-label="Daftar pengguna" aria-busy={list.isFetching} className="mt-4">
        {list.isPending ? (
          <LoadingMessage />
        ) : list.isError && !list.data ? (
          <LoadError message={LIST_FAILED} onRetry={() => list.refetch()} />
        ) : (
          <>
            <UsersTable users={list.data.users} currentUserId={me?.id ?? null} onDelete={setDeleting} />
            <Pagination
              label="Halaman daftar pengguna"
              page={filters.page}
              hasMore={list.data.pageInfo.hasMore}
              isFetching={list.isFetching}
              onPage={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </section>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
