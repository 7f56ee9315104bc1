import { useForm } from 'react-hook-form';
import { SIGN_IN_RULES, SIGN_UP_RULES } from '../../../core/credentials';
import { dangerButton, primaryButton } from '../../components/button-styles';
import { PageTitle } from '../../components/page-title';
import { RequireUser } from '../../components/require-user';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { describedBy, FieldError, labelClass } from '../../components/ui/field';
import { getErrorMessage } from '../../lib/error-messages';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { paths } from '../../routes';
import { useChangePassword, useSignOutEverywhere, type TChangePasswordInput } from './api/account-sessions';
import './auth-error-messages';
import { ChangeNameForm } from './change-name-form';
import { AddEmailForm, addedEmailOutcome } from './add-email-form';
import { NewPasswordField } from './new-password-field';
import { PasswordInput } from './password-input';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useForm<TChangePasswordInput>({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await changePassword.mutateAsync(input);
      form.reset();
      toast.success('Password berhasil diganti. Perangkat lain telah dikeluarkan.');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });

  return (
    <section aria-labelledby="change-password-title" className={sectionClass}>
      <h2 id="change-password-title" className="text-xl font-bold text-slate-900">
        Ganti password
      </h2>
      <p className="mt-1 text-slate-600">Perangkat lain yang sedang masuk ke akun ini akan dikeluarkan.</p>
      <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
        <div>
          <label htmlFor="current-password" className={labelClass}>
            Password saat ini
          </label>
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            {...form.register('currentPassword', { validate: SIGN_IN_RULES.password })}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy(errors.currentPassword && 'current-password-error')}
            hasError={Boolean(errors.currentPassword)}
          />
          <FieldError id="current-password-error" message={errors.currentPassword?.message} />
        </div>
        <NewPasswordField
          id="new-password"
          label="Password baru"
          registration={form.register('newPassword', { validate: SIGN_UP_RULES.password })}
          error={errors.newPassword?.message}
        />
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} min-h-12 w-full sm:w-auto`}>
          {isSubmitting ? 'Menyimpan...' : 'Simpan password'}
        </button>
      </form>
    </section>
  );
}

function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  // Away at once, as 'Keluar' does (nav-links.ts), before the page's guard sees the empty session.
  const onConfirm = () =>
    signOutEverywhere.mutateAsync(undefined, {
      onSuccess: () => {
        toast.success('Anda telah keluar dari semua perangkat.');
        navigate(paths.login, { replace: true });
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  return (
    <section aria-labelledby="sign-out-everywhere-title" className={sectionClass}>
      <h2 id="sign-out-everywhere-title" className="text-xl font-bold text-slate-900">
        Keluar dari semua perangkat
      </h2>
      <p className="mt-1 text-slate-600">Untuk HP yang hilang, atau komputer sekolah tempat Anda lupa keluar. Anda juga akan keluar dari perangkat ini.</p>
      <ConfirmDialog
        title="Keluar dari semua perangkat?"
        description="Semua perangkat yang sedang masuk ke akun ini, termasuk perangkat ini, akan dikeluarkan. Anda perlu masuk lagi."
        confirmLabel="Keluar dari semua"
        pendingLabel="Memproses..."
        destructive
        onConfirm={onConfirm}
        trigger={
          <button type="button" className={`${dangerButton} mt-6 min-h-12 w-full sm:w-auto`}>
            Keluar dari semua perangkat
          </button>
        }
      />
    </section>
  );
}

// Where an add-email link (decision 082) lands: what it did, said once.
function AddedEmailNotice() {
  const outcome = addedEmailOutcome(typeof window === 'undefined' ? '' : window.location.search);
  if (!outcome) return null;
  return (
    <p role="status" className={`rounded-2xl border p-4 font-medium ${outcome.isError ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}>
      {outcome.text}
    </p>
  );
}

export function AccountPage() {
  return (
    <RequireUser guestMessage="Silakan masuk untuk membuka akun Anda.">
      {(user) => (
        <>
          <PageTitle title="Akun" />
          <div className="mx-auto w-full max-w-xl space-y-6 px-4 py-8 sm:py-12">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Akun</h1>
              <p className="mt-1 text-slate-600 [overflow-wrap:anywhere]">{user.email || (user.loginName ? `Nama login: ${user.loginName}` : '')}</p>
            </div>
            <AddedEmailNotice />
            <ChangeNameForm key={user.name} name={user.name} className={sectionClass} />
            {user.loginName && !user.email ? <AddEmailForm loginName={user.loginName} className={sectionClass} /> : null}
            <ChangePasswordForm />
            <SignOutEverywhere />
          </div>
        </>
      )}
    </RequireUser>
  );
}
