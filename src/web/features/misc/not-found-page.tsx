import { Link } from '../../lib/router';
import { primaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../routes';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Halaman tidak ditemukan" />
      <PageMessage
        title="Halaman tidak ditemukan"
        action={
          <Link to={paths.home} className={primaryButton}>
            Kembali ke Beranda
          </Link>
        }
      >
        <p>Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      </PageMessage>
    </>
  );
}
