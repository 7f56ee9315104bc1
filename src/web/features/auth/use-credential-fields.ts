import { useRef, useState, type ChangeEvent } from 'react';
import {
  CREDENTIAL_FIELDS,
  credentialErrors,
  credentialsToSend,
  type CredentialErrors,
  type CredentialField,
  type CredentialRules,
  type TCredentials,
} from '../../../core/credentials';

type CheckedFields = { rules: CredentialRules; errors: CredentialErrors };

// The login and sign-up fields in plain React state (no form library, to keep the login route
// small). Errors appear after the first submit and then follow typing in the field that changed;
// switching the rules (login <-> sign-up) keeps what was typed but starts without errors.
export function useCredentialFields(rules: CredentialRules) {
  const [values, setValues] = useState<TCredentials>({ email: '', password: '' });
  // null until the first submit under these rules.
  const [checked, setChecked] = useState<CheckedFields | null>(null);
  if (checked && checked.rules !== rules) setChecked(null);
  const errors: CredentialErrors = checked?.rules === rules ? checked.errors : {};
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inputRefs = { email: emailRef, password: passwordRef };

  const setValue = (field: CredentialField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => current && { ...current, errors: { ...current.errors, [field]: current.rules[field](value) } });
  };

  return {
    errors,
    inputProps: (field: CredentialField) => ({
      ref: inputRefs[field],
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    }),
    /** The credentials to send, or null after showing the errors and focusing the first field with one. */
    validate: (): TCredentials | null => {
      const found = credentialErrors(rules, values);
      setChecked({ rules, errors: found });
      const firstInvalid = CREDENTIAL_FIELDS.find((field) => found[field]);
      if (!firstInvalid) return credentialsToSend(values);
      inputRefs[firstInvalid].current?.focus();
      return null;
    },
    /** Empties the password without checking it, e.g. once a sign-up waits for email verification. */
    clearPassword: () => setValues((current) => ({ ...current, password: '' })),
  };
}
