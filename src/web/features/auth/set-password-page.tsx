import { useForm } from 'react-hook-form';
import { FROM_VERIFICATION_PARAM, FROM_VERIFICATION_VALUE } from '../../../core/auth-pages';
import { SIGN_UP_RULES } from '../../../core/credentials';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { LoadingMessage } from '../../components/loading-message';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { getErrorMessage } from '../../lib/error-messages';
import { Link, useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useAccountLink, useSetPassword } from './api/account-links';
import './auth-error-messages';
import { AuthCard } from './auth-card';
import { NewPasswordField } from './new-password-field';
import { signInPathFor } from './sign-in-path';

type TSetPasswordForm = { newPassword: string };

const signInLink = (signInPath: string) => (
  <Link to={signInPath} className={`${primaryButton} min-h-12 w-full sm:w-auto`}>
    Masuk
  </Link>
);

const newLinkAction = (signInPath: string) => (
  <div className="flex flex-wrap justify-center gap-3">
    <Link to={paths.forgotPassword} className={`${primaryButton} min-h-12`}>
      Minta tautan baru
    </Link>
    <Link to={signInPath} className={`${secondaryButton} min-h-12`}>
      Masuk
    </Link>
  </div>
);

const DEAD_LINK: Record<'expired' | 'unknown', { title: string; text: string }> = {
  expired: { title: 'Tautan sudah kedaluwarsa.', text: 'Tautan dari email hanya berlaku 1 jam. Minta tautan baru, lalu buka tautan di email terbaru.' },
  unknown: {
    title: 'Tautan tidak valid atau sudah dipakai.',
    text: 'Setiap tautan hanya bisa dipakai sekali, dan tautan lama tidak berlaku lagi setelah tautan yang lebih baru dipakai. Minta tautan baru bila perlu.',
  },
};

// Every mail about an account links here with ?token= (or a verification link opened in another
// browser than the one that signed up, with ?dari=verifikasi). The password chosen replaces
// whatever the account had, verifies the email and signs every browser out.
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const isFromVerification = searchParams.get(FROM_VERIFICATION_PARAM) === FROM_VERIFICATION_VALUE;
  const signIn = signInPathFor(searchParams);
  const link = useAccountLink(token);
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

  if (setPassword.isSuccess) {
    return (
      <>
        <PageTitle title="Password tersimpan" />
        <PageMessage title="Password Anda tersimpan." action={signInLink(signIn.path)}>
          <p>Email Anda sudah terverifikasi. Silakan masuk dengan password baru Anda{signIn.joinCode ? ' untuk bergabung dengan kelas' : ''}.</p>
        </PageMessage>
      </>
    );
  }

  const state = token === null ? 'unknown' : link.data?.state;
  if (state === 'expired' || state === 'unknown') {
    const { title, text } = DEAD_LINK[state];
    return (
      <>
        <PageTitle title="Tautan tidak berlaku" />
        <PageMessage title={title} action={newLinkAction(signIn.path)}>
          <p>{text}</p>
        </PageMessage>
      </>
    );
  }
  if (link.isPending) return <LoadingMessage />;

  const email = link.data && 'email' in link.data ? link.data.email : undefined;
  return (
    <>
      <PageTitle title="Buat password" />
      <AuthCard
        title="Buat password"
        lead={
          <>
            {email ? (
              <p>
                Untuk akun <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">{email}</span>.
              </p>
            ) : null}
            {isFromVerification ? (
              <p className="mt-2">
                Tautan verifikasi ini dibuka di perangkat atau browser lain dari tempat akun didaftarkan. Demi keamanan akun Anda, buat password di sini; password inilah yang berlaku.
              </p>
            ) : null}
            <p className="mt-2">Password ini menggantikan password lama akun Anda, dan email Anda sekaligus terverifikasi. Semua perangkat yang sedang masuk akan dikeluarkan.</p>
          </>
        }
      >
        <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
          <NewPasswordField
            id="new-password"
            label="Password baru"
            registration={form.register('newPassword', { validate: SIGN_UP_RULES.password })}
            error={errors.newPassword?.message}
          />
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full`}>
            {isSubmitting ? 'Menyimpan...' : 'Simpan password'}
          </button>
        </form>
      </AuthCard>
    </>
  );
}
