import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { primaryButton } from './button-styles';
import { PageMessage } from './page-message';
import { PageTitle } from './page-title';

/** Router errorElement: a page failed to load (often a stale chunk after a deploy) or threw. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
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
