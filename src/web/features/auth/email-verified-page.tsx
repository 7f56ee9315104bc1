import { Link, useSearchParams } from '../../lib/router';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../routes';
import { signInPathFor } from './sign-in-path';

// The server sends every verification link here, with ?error= when it did not work.
const FAILURES: Record<string, string> = {
  TOKEN_EXPIRED: 'Tautan verifikasi sudah kedaluwarsa.',
};
const INVALID_LINK = 'Tautan verifikasi tidak valid atau sudah dipakai.';

export function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const signIn = signInPathFor(searchParams);

  if (error !== null) {
    const title = FAILURES[error] ?? INVALID_LINK;
    return (
      <>
        <PageTitle title="Verifikasi email gagal" />
        <PageMessage
          title={title}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={paths.forgotPassword} className={primaryButton}>
                Minta tautan baru
              </Link>
              <Link to={signIn.path} className={secondaryButton}>
                Masuk
              </Link>
            </div>
          }
        >
          <p>Minta tautan baru lewat &quot;Lupa password?&quot;: tautan itu juga memverifikasi email Anda. Sudah pernah memverifikasi? Silakan masuk.</p>
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
          <Link to={signIn.path} className={`${primaryButton} min-h-12`}>
            Masuk
          </Link>
        }
      >
        <p>{signIn.joinCode ? 'Silakan masuk untuk bergabung dengan kelas.' : 'Silakan masuk untuk mulai berlatih.'}</p>
      </PageMessage>
    </>
  );
}
