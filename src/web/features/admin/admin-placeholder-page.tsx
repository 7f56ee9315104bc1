import { Link } from 'react-router';
import { secondaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../routes';

/** Stands in for the admin sub-pages until each is built. */
export function AdminPlaceholderPage() {
  return (
    <>
      <PageTitle title="Segera Hadir" />
      <PageMessage
        title="Segera Hadir"
        action={
          <Link to={paths.admin} className={secondaryButton}>
            Kembali ke Admin Panel
          </Link>
        }
      >
        <p>Fitur ini sedang kami siapkan.</p>
      </PageMessage>
    </>
  );
}
