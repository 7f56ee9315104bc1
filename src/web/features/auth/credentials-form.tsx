import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { primaryButton } from '../../components/button-styles';
import { describedBy, FieldError, inputClass, labelClass } from '../../components/ui/field';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';
import type { TCredentials } from './api/credential-fields';
import { useSignIn, ZSignInRequest } from './api/sign-in';
import { useSignUp, ZSignUpRequest } from './api/sign-up';
import { PasswordInput } from './password-input';

export type CredentialsMode = 'login' | 'signup';

type CredentialsFormProps = {
  mode: CredentialsMode;
  submitLabel: string;
  /** A sign-up whose account must verify its email first: the page switches to login. */
  onVerificationSent: () => void;
  /** Where a successful sign-in goes: the page the learner came from, or home. */
  returnTo: string;
};

export function CredentialsForm({ mode, submitLabel, onVerificationSent, returnTo }: CredentialsFormProps) {
  const isSignUp = mode === 'signup';
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // Errors appear after the first submit, then follow typing (react-hook-form's defaults).
  const form = useForm<TCredentials>({
    resolver: zodResolver(isSignUp ? ZSignUpRequest : ZSignInRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const isSending = signIn.isPending || signUp.isPending;

  // Switching between login and sign-up keeps what was typed but starts without errors.
  useEffect(() => {
    form.reset(form.getValues());
  }, [form, mode]);

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      if (!isSignUp) {
        await signIn.mutateAsync(credentials);
        toast.success('Login berhasil!');
        navigate(returnTo, { replace: true });
        return;
      }
      const response = await signUp.mutateAsync(credentials);
      toast.success('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.');
      if (response.token) {
        navigate(returnTo, { replace: true });
        return;
      }
      form.setValue('password', '');
      onVerificationSent();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });

  return (
    <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
      <div>
        <label htmlFor="email" className={labelClass}>
          Email
        </label>
        <input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy(errors.email && 'email-error')}
          className={inputClass(Boolean(errors.email))}
        />
        <FieldError id="email-error" message={errors.email?.message} />
      </div>

      <div>
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <PasswordInput
          id="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          minLength={isSignUp ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={isSignUp ? PASSWORD_MAX_LENGTH : undefined}
          {...form.register('password')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(isSignUp && 'password-hint', errors.password && 'password-error')}
          hasError={Boolean(errors.password)}
        />
        {isSignUp ? (
          <p id="password-hint" className="mt-1.5 text-sm text-slate-600">
            Minimal {PASSWORD_MIN_LENGTH} karakter.
          </p>
        ) : null}
        <FieldError id="password-error" message={errors.password?.message} />
      </div>

      <button type="submit" disabled={isSending} className={`${primaryButton} min-h-12 w-full`}>
        {isSending ? 'Memproses...' : submitLabel}
      </button>
    </form>
  );
}
