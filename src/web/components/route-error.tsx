import { ChunkLoadError } from '../lib/chunk-recovery';
import { primaryButton } from './button-styles';
import { PageMessage } from './page-message';
import { PageTitle } from './page-title';

/** A page threw, or its code did not arrive even after a retry and a reload (lib/chunk-recovery.ts). */
export function RouteError({ error }: { error: unknown }) {
  const isChunkFailure = error instanceof ChunkLoadError;
  return (
    <>
      <PageTitle title={isChunkFailure ? 'Gagal memuat halaman' : 'Terjadi kesalahan'} />
      <PageMessage
        title={isChunkFailure ? 'Versi baru aplikasi tersedia atau koneksi terputus.' : 'Terjadi kesalahan saat memuat halaman.'}
        action={
          <button type="button" className={`${primaryButton} min-h-12 px-8`} onClick={() => window.location.reload()}>
            Muat ulang
          </button>
        }
      >
        {isChunkFailure ? 'Muat ulang halaman untuk melanjutkan.' : null}
      </PageMessage>
    </>
  );
}
