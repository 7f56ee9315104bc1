import { primaryButton } from './button-styles';
import { PageMessage } from './page-message';
import { PageTitle } from './page-title';

/** A page failed to load (often a stale chunk after a deploy) or threw. */
export function RouteError() {
  return (
    <>
      <PageTitle title="Terjadi kesalahan" />
      <PageMessage
        title="Terjadi kesalahan saat memuat halaman."
        action={
          <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
            Muat Ulang
          </button>
        }
      />
    </>
  );
}
