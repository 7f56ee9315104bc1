import { useSearchParams } from '../../lib/router';
import { AdminListSection } from '../../components/admin/admin-list-section';
import { AdminPage } from '../../components/admin/admin-page';
import { useFailureToast } from '../../lib/use-failure-toast';
import { paths } from '../../routes';
import { useMailOutbox } from './api/get-mail-outbox';
import { OutboxTable } from './components/outbox-table';
import { SearchForm } from './components/search-form';
import { filtersFromSearchParams, listQueryFrom, OUTBOX_PAGE_SIZE, searchParamsFromFilters, type TListFilters } from './list-filters';

const LIST_FAILED = 'Gagal memuat kotak surat!';
const EMAIL_MAX_LENGTH = 254;

/** Mail kept when no mail server is configured, so an admin can pass a learner their link. */
export function MailOutboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams, 'to');
  const list = useMailOutbox(listQueryFrom(filters, 'to', OUTBOX_PAGE_SIZE));
  useFailureToast(list.isError ? list.errorUpdatedAt : 0, LIST_FAILED);

  const show = (next: TListFilters) => setSearchParams(searchParamsFromFilters(next, 'to'));

  return (
    <AdminPage title="Kotak Surat (Outbox)" crumbs={[{ label: 'Kelola Pengguna', to: paths.adminUsers }, { label: 'Kotak Surat (Outbox)' }]}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        Email yang tidak terkirim karena server email belum diatur. Berikan tautan verifikasi kepada pemilik email. Jika Anda membukanya sendiri, browser ini
        akan masuk sebagai pengguna tersebut; untuk memverifikasi langsung, gunakan tombol Verifikasi di Kelola Pengguna.
      </p>
      <SearchForm
        label="Filter penerima"
        type="email"
        value={filters.search}
        placeholder="email@contoh.id"
        maxLength={EMAIL_MAX_LENGTH}
        onSearch={(search) => show({ search, page: 1 })}
      />
      <AdminListSection
        label="Daftar email"
        pageLabel="Halaman kotak surat"
        list={list}
        page={filters.page}
        onPage={(page) => show({ ...filters, page })}
        failureMessage={LIST_FAILED}
      >
        {(data) => <OutboxTable mails={data.mails} />}
      </AdminListSection>
    </AdminPage>
  );
}
