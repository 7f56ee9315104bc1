import type { ComponentProps } from 'react';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_MESSAGES, type PersonNameProblem } from '../../../core/person-name';
import { registerErrorMessages } from '../../lib/error-messages';
import { describedBy, FieldError, inputClass, labelClass } from '../ui/field';

// The server answers a name it refuses with auth.name_<problem>: the same words as the form's own check.
registerErrorMessages(
  Object.fromEntries(Object.entries(PERSON_NAME_MESSAGES).map(([problem, message]) => [`auth.name_${problem as PersonNameProblem}`, message])),
);

type PersonNameFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string; error: string | undefined; hint?: string };

/** 'Nama lengkap' (core/person-name.ts): at sign-up, on the Akun page and in the prompt for accounts without a name. */
export function PersonNameField({ id, error, hint, ...inputProps }: PersonNameFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Nama lengkap
      </label>
      <input
        id={id}
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
        required
        // Room for spaces the rule collapses; the rule counts what is left.
        maxLength={PERSON_NAME_MAX_LENGTH * 2}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={inputClass(Boolean(error))}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
