import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';

/** The shared screen behind /materi and /drill-soal. */
export function PlaceholderPage() {
  return (
    <>
      <PageTitle title="Segera Hadir" />
      <PageMessage title="Segera Hadir">
        <p>Fitur ini sedang kami siapkan.</p>
      </PageMessage>
    </>
  );
}
