import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';

export function ComingSoonPage() {
  return (
    <>
      <PageTitle title="Coming Soon" />
      <PageMessage title="Coming Soon">
        <p>Fitur ini sedang kami siapkan.</p>
      </PageMessage>
    </>
  );
}
