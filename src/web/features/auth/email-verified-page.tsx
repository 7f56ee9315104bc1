import { Link, useSearchParams } from '../../lib/router';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../routes';

// The server sends every verification link here, with better-auth's ?error= code when it failed.
const FAILURES: Record<string, string> = {
  TOKEN_EXPIRED: 'Tautan verifikasi sudah kedaluwarsa.',
  USER_NOT_FOUND: 'Akun untuk tautan verifikasi ini tidak ditemukan.',
};
const INVALID_LINK = 'Tautan verifikasi tidak valid.';

export function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');

  if (error !== null) {
    const title = FAILURES[error] ?? INVALID_LINK;
    return (
      <>
        <PageTitle title="Verifikasi email gagal" />
        <PageMessage
          title={title}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={`${paths.login}?mode=daftar`} className={primaryButton}>
                Daftar ulang
              </Link>
              <Link to={paths.login} className={secondaryButton}>
                Login
              </Link>
            </div>
          }
        >
          <p>Daftar ulang dengan email yang sama: kami akan mengirim tautan verifikasi baru ke email Anda, atau tautan login jika akun Anda sudah terverifikasi.</p>
        </PageMessage>
      </>
    );
  }

  // Verifying signs no one in (a link can be forwarded, or be someone else's): the owner signs in.
  return (
    <>
      <PageTitle title="Email terverifikasi" />
      <PageMessage
        title="Email Anda berhasil diverifikasi."
        action={
          <Link to={paths.login} className={`${primaryButton} min-h-12`}>
            Masuk
          </Link>
        }
      >
        <p>Silakan masuk untuk mulai berlatih.</p>
      </PageMessage>
    </>
  );
}
