import { useForm } from 'react-hook-form';
import { ADDED_EMAIL_PARAM, type AddedEmailOutcome } from '../../../core/auth-pages';
import { SIGN_UP_RULES } from '../../../core/credentials';
import { primaryButton } from '../../components/button-styles';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';
import { useAddEmail } from './api/account-links';
import './auth-error-messages';
import { EmailField } from './email-field';

const OUTCOME_TEXT: Record<AddedEmailOutcome, { text: string; isError: boolean }> = {
  ditambahkan: { text: 'Email berhasil ditambahkan. Anda dapat masuk dengan email ini atau nama login.', isError: false },
  kedaluwarsa: { text: 'Tautan sudah kedaluwarsa. Minta tautan baru di bawah.', isError: true },
  'tidak-valid': { text: 'Tautan tidak valid atau sudah dipakai.', isError: true },
  terpakai: { text: 'Email itu sudah dipakai akun lain. Gunakan alamat lain.', isError: true },
};

/** What an add-email link did, from the address it redirected to (/akun?email=...). */
export function addedEmailOutcome(search: string): (typeof OUTCOME_TEXT)[AddedEmailOutcome] | null {
  const value = new URLSearchParams(search).get(ADDED_EMAIL_PARAM);
  return value !== null && value in OUTCOME_TEXT ? OUTCOME_TEXT[value as AddedEmailOutcome] : null;
}

/** A pupil whose teacher made the account adds an email: 'Lupa password?' then works for them. */
export function AddEmailForm({ loginName, className }: { loginName: string; className: string }) {
  const addEmail = useAddEmail();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await addEmail.mutateAsync(email.trim());
      toast.success(`Tautan konfirmasi dikirim ke ${email.trim()}, jika alamat itu belum dipakai akun lain.`);
      form.reset();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });
  return (
    <section aria-labelledby="add-email-title" className={className}>
      <h2 id="add-email-title" className="text-xl font-bold text-slate-900">
        Tambahkan email
      </h2>
      <p className="mt-1 text-slate-600">
        Akun ini dibuat oleh guru Anda. Anda masuk dengan nama login <span className="font-mono font-semibold text-slate-900">{loginName}</span>. Tambahkan email
        agar dapat mengatur ulang password sendiri.
      </p>
      <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
        <EmailField {...form.register('email', { validate: SIGN_UP_RULES.email })} error={errors.email?.message} />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full sm:w-auto`}>
          {isSubmitting ? 'Mengirim...' : 'Kirim Tautan Konfirmasi'}
        </button>
      </form>
    </section>
  );
}
