import type { ComponentProps } from 'react';
import { describedBy, FieldError, inputClass, labelClass } from '../../components/ui/field';

type EmailFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  error: string | undefined;
  /** Sign-in: a pupil's login name is taken too (decision 082). */
  takesLoginName?: boolean;
};

/** The email field of the account forms (sign-in, sign-up, 'Lupa password?'), with its error below. */
export function EmailField({ error, takesLoginName = false, ...inputProps }: EmailFieldProps) {
  return (
    <div>
      <label htmlFor="email" className={labelClass}>
        {takesLoginName ? 'Email atau nama login' : 'Email'}
      </label>
      <input
        id="email"
        type={takesLoginName ? 'text' : 'email'}
        inputMode="email"
        autoComplete={takesLoginName ? 'username' : 'email'}
        autoCapitalize="none"
        spellCheck={false}
        required
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && 'email-error')}
        className={inputClass(Boolean(error))}
      />
      <FieldError id="email-error" message={error} />
    </div>
  );
}
