import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { SIGN_IN_RULES, SIGN_UP_RULES } from '../../../core/credentials';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { primaryButton } from '../../components/button-styles';
import { lazyComponent } from '../../components/lazy-component';
import { describedBy, FieldError, labelClass } from '../../components/ui/field';
import './auth-error-messages';
import { getErrorMessage } from '../../lib/error-messages';
import { toast } from '../../lib/toast';
import { useSignIn } from './api/sign-in';
import { useSignUp } from './api/sign-up';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { useCredentialFields } from './use-credential-fields';
import type { TSignUpNameHandle } from './sign-up-name-field';

export type CredentialsMode = 'login' | 'signup';

// Issue 51: fetched once the form is shown, so 'Daftar' opens at once and signing in never waits for it.
const signUpName = lazyComponent(async () => (await import('./sign-up-name-field')).SignUpNameField);

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
  const fields = useCredentialFields(isSignUp ? SIGN_UP_RULES : SIGN_IN_RULES);
  const nameField = useRef<TSignUpNameHandle>(null);
  // A submit before the name's chunk is in: the field shows its error as soon as it arrives.
  const [isSubmitted, setIsSubmitted] = useState(false);
  useEffect(() => {
    signUpName.preload().catch(() => undefined);
  }, []);
  const { errors } = fields;
  const isSending = signIn.isPending || signUp.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = fields.validate();
    setIsSubmitted(true);
    // After the others: the name is the first field, so its error is the one focused.
    const name = isSignUp ? (nameField.current?.validate() ?? null) : '';
    if (!credentials || name === null) return;
    try {
      if (!isSignUp) {
        await signIn.mutateAsync(credentials);
        toast.success('Login berhasil!');
        navigate(returnTo, { replace: true });
        return;
      }
      const response = await signUp.mutateAsync({ ...credentials, name, returnTo });
      toast.success('Pendaftaran berhasil! Silakan cek email Anda untuk verifikasi.');
      if (response.token) {
        navigate(returnTo, { replace: true });
        return;
      }
      fields.clearPassword();
      onVerificationSent();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <form noValidate className="mt-6 space-y-5" onSubmit={onSubmit}>
      {isSignUp ? (
        <Suspense fallback={<div className="h-[6.5rem]" />}>
          <signUpName.Component handle={nameField} isSubmitted={isSubmitted} />
        </Suspense>
      ) : null}
      <EmailField name="email" {...fields.inputProps('email')} error={errors.email} takesLoginName={!isSignUp} />

      <div>
        <label htmlFor="password" className={labelClass}>
          Password
        </label>
        <PasswordInput
          id="password"
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          minLength={isSignUp ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={isSignUp ? PASSWORD_MAX_LENGTH : undefined}
          {...fields.inputProps('password')}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(isSignUp && 'password-hint', errors.password && 'password-error')}
          hasError={Boolean(errors.password)}
        />
        {isSignUp ? (
          <p id="password-hint" className="mt-1.5 text-sm text-slate-600">
            Minimal {PASSWORD_MIN_LENGTH} karakter.
          </p>
        ) : null}
        <FieldError id="password-error" message={errors.password} />
      </div>

      <button type="submit" disabled={isSending} className={`${primaryButton} min-h-12 w-full`}>
        {isSending ? 'Memproses...' : submitLabel}
      </button>
    </form>
  );
}
