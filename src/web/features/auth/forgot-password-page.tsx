import { useForm } from 'react-hook-form';
import { ACCOUNT_LINK_VALID_HOURS } from '../../../core/auth-pages';
import { SIGN_UP_RULES } from '../../../core/credentials';
import { primaryButton } from '../../components/button-styles';
import { PageMessage } from '../../components/page-message';
import { PageTitle } from '../../components/page-title';
import { getErrorMessage } from '../../lib/error-messages';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useRequestPasswordReset } from './api/account-links';
import './auth-error-messages';
import { AuthCard, textLinkClass } from './auth-card';
import { EmailField } from './email-field';

type TForgotPasswordForm = { email: string };

// 'Lupa password?': the server answers alike whether the address has an account or not, so the
// page says the same either way.
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<TForgotPasswordForm>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email.trim());
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });

  if (request.isSuccess) {
    return (
      <>
        <PageTitle title="Cek email Anda" />
        <PageMessage
          title="Cek email Anda."
          action={
            <Link to={paths.login} className={`${primaryButton} min-h-12`}>
              Kembali ke halaman Masuk
            </Link>
          }
        >
          <p>
            Jika <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">{request.variables}</span> terdaftar, kami telah mengirim tautan untuk membuat password baru. Tautan berlaku {ACCOUNT_LINK_VALID_HOURS} jam dan hanya bisa dipakai sekali.
          </p>
          <p className="mt-2">Tidak ada email? Periksa folder spam, atau tunggu beberapa menit lalu coba lagi.</p>
        </PageMessage>
      </>
    );
  }

  return (
    <>
      <PageTitle title="Lupa password" />
      <AuthCard title="Lupa password?" lead={<p>Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat password baru.</p>}>
        <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
          <EmailField {...form.register('email', { validate: SIGN_UP_RULES.email })} error={errors.email?.message} />
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full`}>
            {isSubmitting ? 'Mengirim...' : 'Kirim tautan'}
          </button>
        </form>
        <p className="mt-6 text-center">
          <Link to={paths.login} className={textLinkClass}>
            Kembali ke halaman Masuk
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
