import type { ComponentProps } from 'react';
import { describedBy, FieldError, inputClass, labelClass } from '../../components/ui/field';

type EmailFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & { error: string | undefined };

/** The email field of the account forms (sign-in, sign-up, 'Lupa password?'), with its error below. */
export function EmailField({ error, ...inputProps }: EmailFieldProps) {
  return (
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
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && 'email-error')}
        className={inputClass(Boolean(error))}
      />
      <FieldError id="email-error" message={error} />
    </div>
  );
}
