import { useForm } from 'react-hook-form';
import { SIGN_UP_RULES } from '../../../core/credentials';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { describedBy, FieldError, labelClass } from '../../components/ui/field';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useSetPassword } from './api/set-password';
import './auth-error-messages';
import { PasswordInput } from './password-input';

type TSetPasswordForm = { newPassword: string };

const signInLink = (
  <Link to={paths.login} className={`${primaryButton} min-h-12 w-full sm:w-auto`}>
    Masuk
  </Link>
);

// The "you already have an unverified account" mail links here with ?token=. The password chosen
// replaces whatever the account had, verifies the email and signs every browser out.
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const setPassword = useSetPassword();
  const form = useForm<TSetPasswordForm>({ defaultValues: { newPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    try {
      await setPassword.mutateAsync({ token, newPassword });
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });

  if (!token) {
    return (
      <>
        <PageTitle title="Tautan tidak valid" />
        <PageMessage
          title="Tautan tidak valid."
          action={
            <Link to={`${paths.login}?mode=daftar`} className={`${secondaryButton} min-h-12`}>
              Daftar ulang
            </Link>
          }
        >
          <p>Daftar ulang dengan email yang sama untuk mendapatkan tautan baru.</p>
        </PageMessage>
      </>
    );
  }

  if (setPassword.isSuccess) {
    return (
      <>
        <PageTitle title="Password tersimpan" />
        <PageMessage title="Password Anda tersimpan." action={signInLink}>
          <p>Email Anda sudah terverifikasi. Silakan masuk dengan password baru Anda.</p>
        </PageMessage>
      </>
    );
  }

  return (
    <>
      <PageTitle title="Buat password" />
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Buat password</h1>
          <p className="mt-1 text-slate-600">
            Password ini menggantikan password lama akun Anda, dan email Anda sekaligus terverifikasi. Semua perangkat yang sedang masuk akan dikeluarkan.
          </p>
          <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
            <div>
              <label htmlFor="new-password" className={labelClass}>
                Password baru
              </label>
              <PasswordInput
                id="new-password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                {...form.register('newPassword', { validate: SIGN_UP_RULES.password })}
                aria-invalid={errors.newPassword ? true : undefined}
                aria-describedby={describedBy('new-password-hint', errors.newPassword && 'new-password-error')}
                hasError={Boolean(errors.newPassword)}
              />
              <p id="new-password-hint" className="mt-1.5 text-sm text-slate-600">
                Minimal {PASSWORD_MIN_LENGTH} karakter.
              </p>
              <FieldError id="new-password-error" message={errors.newPassword?.message} />
            </div>
            <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full`}>
              {isSubmitting ? 'Menyimpan...' : 'Simpan password'}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
