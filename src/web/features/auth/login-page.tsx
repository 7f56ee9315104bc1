import { Link, Navigate, useSearchParams } from '../../lib/router';
import { LoadingMessage } from '../../components/loading-message';
import { PageTitle } from '../../components/page-title';
import { safeReturnPath } from '../../lib/return-path';
import { useMe } from '../../lib/session';
import { paths } from '../../routes';
import { AuthCard, textLinkClass as linkClass } from './auth-card';
import { CredentialsForm, type CredentialsMode } from './credentials-form';

// The sign-up form lives at /login?mode=daftar so the switch is a real link. Both keep ?next=,
// the page to return to after signing in.
function loginSearch({ signUp, next }: { signUp: boolean; next: string | null }): string {
  const search = new URLSearchParams();
  if (signUp) search.set('mode', 'daftar');
  if (next) search.set('next', next);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function LoginPage() {
  const { user, isLoading } = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: CredentialsMode = searchParams.get('mode') === 'daftar' ? 'signup' : 'login';
  const next = safeReturnPath(searchParams.get('next'));
  const returnTo = next ?? paths.home;

  if (isLoading) return <LoadingMessage />;
  if (user) return <Navigate to={returnTo} replace />;

  const isSignUp = mode === 'signup';
  const title = isSignUp ? 'Daftar' : 'Masuk';

  return (
    <>
      <PageTitle title={title} />
      <AuthCard title={title} lead={<p>{isSignUp ? 'Buat akun untuk menyimpan progres dan XP Anda.' : 'Masuk untuk melanjutkan latihan Anda.'}</p>}>
        <CredentialsForm mode={mode} submitLabel={title} onVerificationSent={() => setSearchParams(next ? { next } : {}, { replace: true })}
          returnTo={returnTo}
        />

        {isSignUp ? null : (
          <p className="mt-4 text-center">
            <Link to={paths.forgotPassword} className={linkClass}>
              Lupa password?
            </Link>
          </p>
        )}
        <p className={isSignUp ? 'mt-6 text-center' : 'mt-2 text-center'}>
          <Link to={`${paths.login}${loginSearch({ signUp: !isSignUp, next })}`} replace className={linkClass}>
            {isSignUp ? 'Sudah punya akun? Masuk' : 'Belum punya akun? Daftar'}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
