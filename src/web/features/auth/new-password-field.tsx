import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/password-policy';
import { describedBy, FieldError, labelClass } from '../../components/ui/field';
import { PasswordInput } from './password-input';

type NewPasswordFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** A new password with the sign-up rule's hint, as the set-password and account pages ask for it. */
export function NewPasswordField({ id, label, registration, error }: NewPasswordFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <PasswordInput
        id={id}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        hasError={Boolean(error)}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        Minimal {PASSWORD_MIN_LENGTH} karakter.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
